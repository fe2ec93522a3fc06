// Whether hosting lost or repeated anything, seen from KOOK's side (the failover test and
// `npm run bench:runtime`): a member asks every bot in a channel something each bot answers, and
// for each message the audit notes which bots had a live session when it came. Afterwards, from
// the local KOOK's recorder: every bot that was connected answered it exactly once, and no bot
// answered anything twice.

/** What the audit reads of a local KOOK (server/kook), which the provider never imports. */
export interface AuditedKook {
  sessions(botId: string): { live: number };
  say(input: { memberId: string; channelId: string; content: string }): string;
  directMessage(input: { memberId: string; botId: string; content: string }): string;
  sent(): ReadonlyArray<{ botId: string; quote?: string; at: number }>;
}

export interface AuditResult {
  /** Messages asked. */
  asked: number;
  /** Answers owed: a message × a bot connected when it came. */
  owed: number;
  /** Owed answers that never came. */
  missing: number;
  /** Answers sent more than once (any bot, connected or not when the message came). */
  doubled: number;
  /** Milliseconds from a message to each answer of it (owed answers only). */
  latencies: number[];
}

export class ReplyAudit {
  private readonly asks: Array<{ msgId: string; at: number; live: string[] }> = [];

  constructor(
    private readonly kook: AuditedKook,
    private readonly where: { channelId: string; memberId: string },
    /** The KOOK ids of the bots audited. */
    private readonly bots: readonly string[],
    private readonly content = '!ping',
  ) {}

  /**
   * A member says the command once: in the channel, where every audited bot owes an answer if
   * live; or to one bot (`to`, its KOOK id) in a direct message.
   */
  ask(to?: string): void {
    const asked = to === undefined ? this.bots : [to];
    const live = asked.filter((id) => this.kook.sessions(id).live > 0);
    const at = Date.now();
    const { memberId, channelId } = this.where;
    const msgId =
      to === undefined
        ? this.kook.say({ memberId, channelId, content: this.content })
        : this.kook.directMessage({ memberId, botId: to, content: this.content });
    this.asks.push({ msgId, at, live });
  }

  /** The answers owed so far that have not come: what a test waits to reach 0. */
  unanswered(): number {
    return this.result().missing;
  }

  /** When each audited bot answered each message, by `${msgId} ${botId}`, in KOOK's order. */
  private answerTimes(): Map<string, number[]> {
    const audited = new Set(this.bots);
    const times = new Map<string, number[]>();
    for (const sent of this.kook.sent()) {
      if (!sent.quote || !audited.has(sent.botId)) continue;
      const key = `${sent.quote} ${sent.botId}`;
      times.set(key, [...(times.get(key) ?? []), sent.at]);
    }
    return times;
  }

  /** Which owed answers have not come: message, bot, and when it was asked. */
  missingAnswers(): Array<{ msgId: string; botId: string; at: number }> {
    const times = this.answerTimes();
    return this.asks.flatMap(({ msgId, at, live }) =>
      live
        .filter((botId) => !times.has(`${msgId} ${botId}`))
        .map((botId) => ({ msgId, botId, at })),
    );
  }

  /** Answers sent more than once: message, bot, when it was asked and when each answer came. */
  doubledAnswers(): Array<{ msgId: string; botId: string; at: number; answers: number[] }> {
    const times = this.answerTimes();
    return this.asks.flatMap(({ msgId, at }) =>
      this.bots
        .map((botId) => ({ msgId, botId, at, answers: times.get(`${msgId} ${botId}`) ?? [] }))
        .filter(({ answers }) => answers.length > 1),
    );
  }

  result(): AuditResult {
    const times = this.answerTimes();
    let owed = 0;
    let missing = 0;
    let doubled = 0;
    const latencies: number[] = [];
    for (const { msgId, at, live } of this.asks) {
      for (const botId of this.bots) {
        doubled += Math.max(0, (times.get(`${msgId} ${botId}`)?.length ?? 0) - 1);
      }
      for (const botId of live) {
        owed += 1;
        const answered = times.get(`${msgId} ${botId}`);
        if (!answered) missing += 1;
        else latencies.push(answered[0] - at);
      }
    }
    return { asked: this.asks.length, owed, missing, doubled, latencies };
  }
}
