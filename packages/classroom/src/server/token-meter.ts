/**
 * What a class spends of a real model: every call's tokens, counted per
 * student and for the class, from the usage the provider reports on the
 * call's last message. Budgets are checked before a prompt starts, so a run
 * already going may end a little over its budget; none starts after.
 */
import type { Model, ModelEvent, ModelRequest } from "@kit/agent-loop";

export class TokenMeter {
  private classTotal = 0;

  get classTokens(): number {
    return this.classTotal;
  }

  /** The model as one student's server calls it: the same model, its usage counted. */
  meteredFor(model: Model, student: { tokensUsed: number }): Model {
    const meter = this;
    return {
      provider: model.provider,
      id: model.id,
      async *stream(request: ModelRequest): AsyncIterable<ModelEvent> {
        for await (const event of model.stream(request)) {
          if (event.type === "done" || event.type === "error") {
            const tokens = event.message.usage?.totalTokens ?? 0;
            student.tokensUsed += tokens;
            meter.classTotal += tokens;
          }
          yield event;
        }
      },
    };
  }
}
