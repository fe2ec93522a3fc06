// What the demo provider keeps in memory. Times are epoch milliseconds; views turn them into ISO.
import type { BotErrorCause } from '../../src/api/botErrors';
import type { Names, PayMethod, PlanId } from '../../src/api/schemas';
import type { Language } from '../../src/lib/language';

export interface UserRecord {
  id: string;
  kookId: string;
  username: string;
  identifyNum: string;
  avatar: string;
  createdAt: number;
  /** `expiresAt` is when a Pro plan lapses back to Free; null for Free. */
  plan: { id: PlanId; expiresAt: number | null };
}

export interface BehaviourRecord {
  prefix: string;
  language: 'zh-CN' | 'en-US';
  welcome: { enabled: boolean; channelId: string; message: string };
  autoReplies: {
    id: string;
    keyword: string;
    match: 'exact' | 'contains' | 'prefix';
    reply: string;
  }[];
  keywordFilter: { enabled: boolean; words: string[]; action: 'delete' | 'warn' };
}

/** Someone the owner gave access to a bot (the owner is not one: `BotRecord.ownerId`). */
export interface BotMemberRecord {
  userId: string;
  role: 'admin' | 'viewer';
  addedAt: number;
}

export interface BotRecord {
  id: string;
  ownerId: string;
  name: string;
  avatar: string;
  summary: string;
  description: string;
  /** The language of name, summary and description (docs/product.md §8.6). */
  language: Language;
  /** The listing in the other language; never blank (a blank one is stored as null). */
  translation: { name: string; summary: string; description: string } | null;
  tags: string[];
  inviteUrl: string;
  website: string | null;
  supportUrl: string | null;
  public: boolean;
  serverCount: number;
  createdAt: number;
  updatedAt: number;
  /** The secret the bot connects to KOOK with; only its last 4 characters ever leave the store. */
  token: string;
  /** False for a token KOOK would reject: starting the bot then ends in `error`. */
  tokenAccepted: boolean;
  runtime: {
    state: 'online' | 'offline' | 'error';
    /** A start or stop in progress; it completes at `until` (read lazily, no timers). */
    transition: { to: 'online' | 'offline'; until: number } | null;
    lastError: string | null;
    /** What `lastError` says, for the client to word (src/api/botErrors.ts); absent in older data. */
    lastErrorCause?: BotErrorCause | null;
    /**
     * When the bot last came online here, which starts a fresh KOOK gateway session (the health
     * monitor's stall and resume rules); absent for a bot running since before the demo started.
     */
    onlineSince?: number;
    /**
     * The runtime's hold on the bot (runtime/botRunner.ts): present while a runner runs it, with
     * `connectedAt` null while it (re)connects to KOOK. A bot the runtime runs is online only while
     * connected; absent without a runtime (the record's own timing is then all there is).
     */
    connection?: { since: number; connectedAt: number | null; sessions: number };
  };
  settings: {
    mode: 'websocket' | 'webhook';
    verifyToken: string | null;
    encryptKey: string | null;
    behaviour: BehaviourRecord;
    updatedAt: number;
  };
  /**
   * What the provider measured while hosting the bot (server/measured.ts): null until the bot first
   * comes online here. `uptime` is a share of the last 30 days, `eventsPerMinute` the recent rate.
   */
  measured: {
    since: number;
    uptime: number;
    reconnects: number;
    eventsPerMinute: number;
    /**
     * What the runtime measured, day by day (UTC), for the last 30 days (measured.ts `accrue`):
     * the figures above are worked out from them once there are any; absent for the seed's.
     */
    days?: MeasuredDay[];
  } | null;
  /** KOOK's check of the callback URL in webhook mode (server/webhook.ts). */
  webhook: {
    /** When KOOK's challenge is due after a save in webhook mode (read lazily, no timers). */
    challengeAt: number | null;
    /** When the provider last answered a challenge. */
    verifiedAt: number | null;
    lastEventAt: number | null;
    /** Why the last challenge failed; the bot is not verified while it is set. */
    lastError: string | null;
    lastErrorCause?: BotErrorCause | null;
    /**
     * The check is the demo's own, made where no KOOK is attached (server/webhook.ts): its
     * challenge answers itself at `challengeAt` and its events tick while the bot runs. Absent
     * for a check KOOK made.
     */
    simulated?: boolean;
  };
  /** Co-owners, in the order they were added (server/access.ts decides what each may do). */
  members: BotMemberRecord[];
}

/** What the directory reads of a bot: its card, and what its status is worked out from. */
export type BotCardRecord = Pick<
  BotRecord,
  | 'id'
  | 'name'
  | 'avatar'
  | 'summary'
  | 'language'
  | 'translation'
  | 'tags'
  | 'serverCount'
  | 'tokenAccepted'
  | 'runtime'
  | 'measured'
>;

/**
 * What a bot's log is written and read from (logs.ts): how the bot runs and what its lines quote of
 * its settings. A whole bot record is one; `repos.bots.forLog` reads just this.
 */
export type LogBot = Pick<BotRecord, 'id' | 'runtime' | 'tokenAccepted' | 'measured'> & {
  settings: Pick<BotRecord['settings'], 'mode' | 'behaviour'>;
};

/** What a public profile reads of a bot: its card, its page, and whom a private one is shown to. */
export type BotProfileRecord = BotCardRecord &
  Pick<
    BotRecord,
    | 'ownerId'
    | 'public'
    | 'description'
    | 'inviteUrl'
    | 'website'
    | 'supportUrl'
    | 'createdAt'
    | 'updatedAt'
  >;

export interface OrderRecord {
  id: string;
  userId: string;
  planId: string;
  amount: number;
  method: PayMethod;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  cancelledAt: number | null;
}

export interface SessionRecord {
  userId: string;
  expiresAt: number;
}

/** A sign-in sent to KOOK's consent page, waiting for its callback (oauth.ts). */
export interface AuthStateRecord {
  redirectUri: string;
  expiresAt: number;
}

/** What a tier of plan (the user's plan) is called: English, the default, and other languages. */
export interface TierRecord {
  name: string;
  names: Names;
}

export interface TagRecord {
  id: string;
  /** English, the default; `names` holds the other languages (product §7). */
  name: string;
  names: Names;
}

/** One day of what the runtime measured of a bot it ran (measured.ts `accrue`). */
export interface MeasuredDay {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  /** How long a runner held the bot (it was meant to run). */
  hostedMs: number;
  /** How long of that its session with KOOK was connected. */
  upMs: number;
  reconnects: number;
  /** Events KOOK delivered to it. */
  events: number;
}
