/**
 * `@kit/session-core/testing`: the test support other parts of this
 * repository reuse (the benchmark): the seeded session generator, and the two
 * writers that play a generated script on this kit's `Session` and on pi's
 * `SessionManager`. Not part of the kit's API: the writers need pi, a
 * development dependency, and nothing here is meant for an application.
 */
export * from "./generate.ts";
export * from "./writers.ts";
