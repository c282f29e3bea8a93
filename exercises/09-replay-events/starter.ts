/**
 * Exercise 09: replaying missed events after Last-Event-ID.
 *
 * A browser tab follows a run through server-sent events. Connections drop: a
 * laptop sleeps, a proxy times out. The browser reconnects by itself and sends
 * the id of the last event it received in a `Last-Event-ID` header. The
 * server must then send exactly the events the tab missed, no fewer (the tab
 * would show half a reply) and no more (it would show a message twice). When
 * it cannot (the server restarted, or the events are too old to be kept), it
 * must say so, so the tab reloads instead of trusting a history that never
 * happened.
 *
 * Grade your work with `npm run exercise -- 09` from the repository root.
 *
 * 练习 09：按 Last-Event-ID 重放漏掉的事件。
 *
 * 浏览器标签页通过服务器推送事件（SSE）跟着一次运行。连接会断：笔记本休眠了，代理超时了。
 * 浏览器会自己重连，并在 `Last-Event-ID` 请求头里带上它收到的最后一个事件的 id。服务器必须正好
 * 重放这个标签页漏掉的事件：少了，页面上只剩半条回复；多了，同一条消息会显示两次。重放不了的时候
 * （服务器重启过，或者事件太旧已经没保留），必须明说，让标签页重新加载，而不是相信一段从没发生过的历史。
 *
 * 题目：exercises/09-replay-events/README.zh-CN.md；对应章节：docs/zh-CN/09-server-events.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 09`（终端本来就是中文环境时不用加 KIT_LANG）。
 */

/** One message of an event stream: `id:`, `event:` and `data:` lines. */
export interface SseMessage {
  id: string;
  event?: string;
  data?: string;
}

export interface EventLogOptions {
  /** Unique to this server process, chosen when it starts: ids are `${epoch}-1`, `${epoch}-2`, ... */
  epoch: string;
  /** How many recent events are kept for replay. */
  keep: number;
}

export class EventLog {
  private readonly epoch: string;
  private readonly keep: number;
  /** The number of the latest event published (0 before the first). */
  private seq = 0;
  /** The most recent events, oldest first: at most `keep` of them. */
  private readonly kept: SseMessage[] = [];

  constructor(options: EventLogOptions) {
    this.epoch = options.epoch;
    this.keep = options.keep;
  }

  /** Numbers an event, keeps it for replay, and returns it as it is sent live. */
  publish(event: string, data: string): SseMessage {
    // TODO(1): the next number (1, 2, 3, ...), the id `${epoch}-${number}`; keep the message, and
    //          drop the oldest when more than `keep` are kept.
    //          中文：下一个编号（1、2、3……），id 是 `${epoch}-${number}`；保留这条消息，
    //          保留的超过 `keep` 条时丢掉最旧的。
    throw new Error(
      "TODO: publish is not written yet (see exercises/09-replay-events/README.md, 中文 README.zh-CN.md)",
    );
  }

  /** The id of the latest event, `${epoch}-0` before the first: the stream's current position. */
  position(): string {
    return `${this.epoch}-${this.seq}`;
  }

  /**
   * What a new connection is sent before the live events, given the
   * `Last-Event-ID` it sent (undefined: none).
   */
  catchUp(lastEventId: string | undefined): SseMessage[] {
    // TODO(2): no Last-Event-ID (a first connection): only the position, [{ id: position() }], an id with
    //          no event and no data, which the browser records without showing anything. An id of this
    //          epoch whose events after it are all still kept: exactly those events, in order (none when
    //          it is the latest).
    //          中文：没有 Last-Event-ID（第一次连接）：只发当前位置 [{ id: position() }]，一个既没有 event
    //          也没有 data 的 id，浏览器记下它，但什么都不显示。id 属于这个纪元，而且它之后的事件都还保留着：
    //          正好重放这些事件，按顺序（它就是最新的那个时，一个都不发）。
    // TODO(3): a Last-Event-ID that cannot be answered exactly (a behaviour to reach, tests "part 3")
    //          gets one message, { id: position(), event: "resync", data: JSON of { type: "resync",
    //          reason } }, the reason naming the id in double quotes. Never a guess.
    //          中文：没法准确回答的 Last-Event-ID（只给要达到的行为，测试 "part 3"）只得到一条消息：
    //          { id: position(), event: "resync", data: { type: "resync", reason } 的 JSON }，
    //          reason 里用双引号写出这个 id。绝不猜。
    throw new Error(
      "TODO: catchUp is not written yet (see exercises/09-replay-events/README.md, 中文 README.zh-CN.md)",
    );
  }
}

/** Given: a message as the bytes on the wire (a blank line ends each message). */
export function formatSse(message: SseMessage): string {
  const lines = [`id: ${message.id}`];
  if (message.event !== undefined) lines.push(`event: ${message.event}`);
  if (message.data !== undefined) for (const line of message.data.split("\n")) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}
