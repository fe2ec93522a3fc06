// The provider's endpoint table (docs/product.md §7) as data: the demo provider registers its
// routes from it, its contract tests walk it, and `docs/api.md` is generated from it, so the three
// agree.
import * as z from 'zod/mini';
import { limits } from './constants';
import { healthLimits } from './healthKinds';
import {
  activityPageSchema,
  activityQuerySchema,
  analyticsQuerySchema,
  analyticsSchema,
  authorizeQuerySchema,
  authorizeSchema,
  botActionResultSchema,
  botEventInputSchema,
  botCardSchema,
  botListQuerySchema,
  botProfileSchema,
  botSettingsInputSchema,
  botSettingsSchema,
  botUpdateInputSchema,
  botMemberListSchema,
  botMemberSchema,
  botWebhookSchema,
  botHealthSchema,
  healthPolicyInputSchema,
  notificationPageSchema,
  notificationQuerySchema,
  notificationReadInputSchema,
  notificationReadSchema,
  logPageQuerySchema,
  logPageSchema,
  logStreamEventSchema,
  logStreamQuerySchema,
  memberInputSchema,
  memberRoleInputSchema,
  myBotSchema,
  newBotInputSchema,
  nullSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderSchema,
  pageSchema,
  planSchema,
  statsQuerySchema,
  statsSchema,
  tagSchema,
  tokenExchangeSchema,
  tokenRequestSchema,
  userSchema,
} from './schemas';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `public`: no session needed. `optional`: a valid session changes the answer (an owner sees their
 * private bot) but its absence is no error. `session`: a missing, unknown or expired token is 400005.
 */
type Access = 'public' | 'optional' | 'session';

export interface Endpoint {
  method: HttpMethod;
  /** Relative to `/api/v2/`; `:name` marks a path parameter (one segment). */
  path: string;
  summary: string;
  access: Access;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Request headers the endpoint reads, besides `token`: name → what it carries. */
  headers?: Readonly<Record<string, string>>;
  /** The envelope's `data` on success; for a `stream`, each line of it. */
  data: z.core.$ZodType;
  /**
   * Set for an endpoint that answers a stream instead of one envelope: what its body is. A failure
   * before the stream starts (400005, 400003, 400004…) is an ordinary envelope.
   */
  stream?: string;
}

/** Keeps each entry's literal types (its `access`, its schemas) for the typed route handlers. */
const endpoint = <const E extends Endpoint>(e: E): E => e;

export const endpoints = {
  authorize: endpoint({
    method: 'GET',
    path: 'auth/kook/authorize',
    summary:
      'Starts a KOOK sign-in: returns the consent page URL and the `state` the callback must carry back. `redirect_uri` must be an http(s) URL whose path is `/kook/auth`.',
    access: 'public',
    query: authorizeQuerySchema,
    data: authorizeSchema,
  }),
  exchangeToken: endpoint({
    method: 'POST',
    path: 'auth/kook/token',
    summary:
      'Exchanges the single-use `code` (valid for 5 minutes, bound to its `state`) for a session token and the user.',
    access: 'public',
    body: tokenRequestSchema,
    data: tokenExchangeSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'auth/logout',
    summary: 'Ends the session: the token stops working at once.',
    access: 'session',
    data: nullSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: 'user/profile',
    summary:
      'The signed-in user with their current plan. The plan\'s `name` is the default (English) one; `names` may add it in other languages (`{"zh-CN": "专业版"}`), shown to readers in that language.',
    access: 'session',
    data: userSchema,
  }),
  listBots: endpoint({
    method: 'GET',
    path: 'bots',
    summary: `The public directory: \`keyword\` matches name or summary, in either language of a listing (case-insensitive); \`language\` (\`zh-CN\` or \`en-US\`) keeps the listings with text in it, written in it (\`language\`) or translated into it (\`translation\`, the other language's name, summary and, on a bot's page, description); \`tag\` filters by tag id, repeated (\`tag=music&tag=games\`) for bots carrying all of them (empty values and repeats are ignored; more than ${String(limits.tagFilter.max)} distinct ids is 400001 with \`fields.tag\`, since a bot carries at most ${String(limits.tags.max)} tags); \`popular\` sorts by server count, \`newest\` by creation, \`uptime\` by measured 30-day uptime (bots with nothing measured last); ties by server count, then id.`,
    access: 'public',
    query: botListQuerySchema,
    data: pageSchema(botCardSchema),
  }),
  listTags: endpoint({
    method: 'GET',
    path: 'bots/tags',
    summary:
      'The tag catalogue with the number of public bots carrying each tag. `name` is the default (English) name; `names` may add it in other languages (`{"zh-CN": "音乐"}`), which is how a tag reaches readers in their language. Languages the client does not speak are ignored.',
    access: 'public',
    data: z.array(tagSchema),
  }),
  getBot: endpoint({
    method: 'GET',
    path: 'bots/:id',
    summary: 'A public bot, or a private one when the caller owns it; otherwise 400004.',
    access: 'optional',
    data: botProfileSchema,
  }),
  getBotStats: endpoint({
    method: 'GET',
    path: 'bots/:id/stats',
    summary: `Server count per day for the last \`days\` days, oldest first, ending today. Anyone may ask for up to ${String(limits.statsDays.free)} days; more (up to ${String(limits.statsDays.max)}) is for the bot's owner on the Pro plan, with their \`token\`: anyone else gets 400003, never a shorter history.`,
    access: 'optional',
    query: statsQuerySchema,
    data: statsSchema,
  }),
  recordBotEvent: endpoint({
    method: 'POST',
    path: 'bots/:id/events',
    summary: `Records a view of a public bot's page or a click on its invite button, counted into today's \`views\` or \`invites\` of the owner's analytics. No \`token\` and no cookie: the public pages send it without credentials (\`text/plain\` with a JSON body, or \`application/json\`), once per browser session per bot and type. The provider counts one view and one invite per bot, per day (UTC), per client (a keyed hash of its address and user agent; the address itself is never stored); a repeat is answered as a success and not counted. More than ${String(limits.botEventsPerMinute)} events a minute from one address: 429000. 400004 for an unknown or private bot.`,
    access: 'public',
    body: botEventInputSchema,
    data: nullSchema,
  }),
  listMyBots: endpoint({
    method: 'GET',
    path: 'user/bots',
    summary:
      "The bots the signed-in user owns and those shared with them, newest first; each with the user's `role` on it (`owner`, `admin` or `viewer`). Shared bots do not count against the plan's bot limit.",
    access: 'session',
    data: z.array(myBotSchema),
  }),
  createBot: endpoint({
    method: 'POST',
    path: 'user/bots',
    summary:
      "Creates a bot. 400009 when the plan's bot limit is reached or the user already has a bot of that name. The same `Idempotency-Key` from the same user returns the bot it created (400009 if the body differs).",
    access: 'session',
    headers: {
      'Idempotency-Key':
        'Optional. One fresh value per attempt to create (1–200 characters); send it again when retrying after an answer was lost.',
    },
    body: newBotInputSchema,
    data: myBotSchema,
  }),
  getMyBot: endpoint({
    method: 'GET',
    path: 'user/bots/:id',
    summary:
      'One of your bots or one shared with you, with your `role` on it (400003 for a bot you have no access to).',
    access: 'session',
    data: myBotSchema,
  }),
  updateBot: endpoint({
    method: 'PUT',
    path: 'user/bots/:id',
    summary:
      "Replaces a bot's public profile. `version` is the `updatedAt` of the bot the edit was made from: when the bot has changed since (another tab or device saved it, or its settings were saved), the save is refused with 400009 and `data.fields.version`, and nothing changes; send the current `updatedAt` to overwrite. Without `version` the last write wins, as for clients older than it. A save of exactly the profile the bot already has is no conflict (a retry of a save whose answer was lost). A duplicate name is 400009 with `data.fields.name`.",
    access: 'session',
    body: botUpdateInputSchema,
    data: myBotSchema,
  }),
  deleteBot: endpoint({
    method: 'DELETE',
    path: 'user/bots/:id',
    summary: 'Deletes a bot, its settings and its members. Only its owner may (400003).',
    access: 'session',
    data: nullSchema,
  }),
  getBotSettings: endpoint({
    method: 'GET',
    path: 'user/bots/:id/settings',
    summary: "A bot's connection and behaviour settings; the token only as its hint.",
    access: 'session',
    data: botSettingsSchema,
  }),
  updateBotSettings: endpoint({
    method: 'PUT',
    path: 'user/bots/:id/settings',
    summary:
      "Replaces a bot's settings; a `token` replaces the bot's token. `connection.mode: 'webhook'` needs the Pro plan: on any other plan the save is refused with 400003 and nothing changes (a bot already in webhook mode keeps it until it is saved as `websocket`).",
    access: 'session',
    body: botSettingsInputSchema,
    data: botSettingsSchema,
  }),
  getBotWebhook: endpoint({
    method: 'GET',
    path: 'user/bots/:id/webhook',
    summary:
      "Whether the provider has received and answered KOOK's verification challenge on the bot's callback URL. KOOK sends the challenge when the callback URL is saved in its developer centre. `verifiedAt`: when the provider last answered it; `lastError`: why the last challenge failed (then the bot is not verified), null once one succeeds; `lastEventAt`: when KOOK last delivered an event to the callback URL. All three are null until a challenge arrives, again after the verify token or encrypt key is changed, and for a bot in WebSocket mode. 400003 for a bot of another user.",
    access: 'session',
    data: botWebhookSchema,
  }),
  getBotLogs: endpoint({
    method: 'GET',
    path: 'user/bots/:id/logs',
    summary:
      "Pages back through a bot's log: the newest `limit` lines with an id below `before` (the newest lines without it), oldest first. `hasOlder` says whether the provider keeps older lines. Ids grow with time, per bot. 400003 for a bot of another user.",
    access: 'session',
    query: logPageQuerySchema,
    data: logPageSchema,
  }),
  streamBotLogs: endpoint({
    method: 'GET',
    path: 'user/bots/:id/logs/stream',
    summary:
      "Follows a bot's log as it is written. The lines after `after` that the provider still keeps come first, then each new line as it is written; without `after`, only new lines. A heartbeat comes every 15 s when nothing else did, so a reader can tell a quiet bot from a dead connection. Authenticated with the `token` header like every call (read it with `fetch`, not `EventSource`). 400003 for a bot of another user.",
    access: 'session',
    query: logStreamQuerySchema,
    data: logStreamEventSchema,
    stream:
      'Newline-delimited JSON (`application/x-ndjson`): one object per line, `{"type":"line","line":{…}}` or `{"type":"heartbeat","at":"…"}`. The stream ends when the client goes away or the provider closes it; a client resumes with `after` set to the last id it has.',
  }),
  getBotAnalytics: endpoint({
    method: 'GET',
    path: 'user/bots/:id/analytics',
    summary: `One of your bots, day by day for the last \`days\` days (${limits.analyticsDays.join(', ')}), oldest first, ending today: servers and members reached that day, commands handled, errors, views of its public page and invite clicks. More than ${String(limits.statsDays.free)} days needs the Pro plan: on any other plan 400003, never a shorter history. 400003 for a bot of another user.`,
    access: 'session',
    query: analyticsQuerySchema,
    data: analyticsSchema,
  }),
  getBotActivity: endpoint({
    method: 'GET',
    path: 'user/bots/:id/activity',
    summary: `A bot's audit log, newest first: who (\`actor\`) did what (\`kind\`) and when. Recorded: its creation, profile changes (publishing and unpublishing as kinds of their own), settings changes, a replaced token, start, stop and restart, members added, re-roled and removed (\`member\` is whom; a member who left is both actor and member), the owner's plan changes, and its deletion. \`changes\` gives each changed field's value \`before\` and \`after\` as text; the token, verify token and encrypt key never have values, only \`replaced: true\`. Pages of \`limit\` (at most ${String(limits.activityPage.max)}, ${String(limits.activityPage.default)} by default) with ids below \`before\`: pass the last entry's id for the next page while \`hasOlder\`. \`kind\` keeps one group: \`profile\` (creation, profile, publishing, settings, token, deletion), \`runtime\`, \`members\` or \`billing\`. Owner, admins and viewers may read it; 400003 for anyone else; 400004 once the bot is deleted (its activity goes with it).`,
    access: 'session',
    query: activityQuerySchema,
    data: activityPageSchema,
  }),
  getBotHealth: endpoint({
    method: 'GET',
    path: 'user/bots/:id/health',
    summary: `A bot's health as the provider's monitor sees it. \`checks\`: the process (\`process\`), KOOK's answer to the token (\`token\`), events arriving while heartbeats do (\`events\`) and, in webhook mode, delivery to the callback URL (\`webhook\`), each \`ok\`, \`warning\`, \`failing\` or \`unknown\` (not running, nothing to measure). \`state\` is \`down\` when a check fails, \`degraded\` when one warns or an incident is open, \`unknown\` while the bot is stopped, \`healthy\` otherwise. \`incidents\` (50 at most): the open ones first, then the others newest first: \`stalled\` (\`minutes\` without events), \`resume_failed\` (\`attempts\`), \`token_rejected\`, \`webhook_failing\` (\`failures\` in a row, KOOK's \`threshold\`), \`rate_limited\` (\`route\`, \`hits\`), \`crashed\` (\`exitCode\`, \`restarted\` 1 when the auto-restart brought it back) and \`restart_limit\` (\`restarts\` reached \`max\`); \`endedAt\` is null while one lasts. \`policy\`: the auto-restart on crash, at most \`maxRestartsPerHour\` (${String(healthLimits.restartsPerHour.min)}–${String(healthLimits.restartsPerHour.max)}) an hour, then the bot stays down and an alert says so; \`restartsThisHour\` counts the last hour's. Every incident that opens alerts the owner and co-owners (GET user/notifications) and, when \`alertChannel\` names a KOOK channel, is posted there: \`lastDelivery\` is the last one posted. Owner, admins and viewers may read it; 400003 for anyone else.`,
    access: 'session',
    data: botHealthSchema,
  }),
  updateBotHealthPolicy: endpoint({
    method: 'PUT',
    path: 'user/bots/:id/health/policy',
    summary: `Sets the auto-restart policy and the KOOK channel alerts are posted to (\`alertChannel\`, a channel id, or null for alerts in the app only); answers the bot's health as GET does. Recorded in the bot's activity (\`health.policy_changed\`). Owner and admins; 400003 for viewers and anyone else; 400001 with \`fields\` for a value out of range.`,
    access: 'session',
    body: healthPolicyInputSchema,
    data: botHealthSchema,
  }),
  listNotifications: endpoint({
    method: 'GET',
    path: 'user/notifications',
    summary: `The signed-in user's alerts, newest first: one for each incident that opened on a bot they own or share, at the time it opened (\`kind\` and \`params\` as in GET user/bots/:id/health; \`botName\` as the bot was called then). Pages of \`limit\` (at most ${String(healthLimits.notificationPage.max)}, ${String(healthLimits.notificationPage.default)} by default) with ids below \`before\` while \`hasMore\`. \`unread\` counts every unread alert, not only this page's: what the bell shows. Reading this list is also when the monitor settles what happened since the last look, so polling it is enough to see new alerts.`,
    access: 'session',
    query: notificationQuerySchema,
    data: notificationPageSchema,
  }),
  readNotifications: endpoint({
    method: 'POST',
    path: 'user/notifications/read',
    summary:
      'Marks the alerts `ids` as read (ids of other users or unknown ones are ignored), or every alert without `ids`; answers the unread count left.',
    access: 'session',
    body: notificationReadInputSchema,
    data: notificationReadSchema,
  }),
  startBot: endpoint({
    method: 'POST',
    path: 'user/bots/:id/start',
    summary: 'Starts the bot: answers `starting`; it is `online` (or `error`) shortly after.',
    access: 'session',
    data: botActionResultSchema,
  }),
  stopBot: endpoint({
    method: 'POST',
    path: 'user/bots/:id/stop',
    summary: 'Stops the bot: answers `stopping`; it is `offline` shortly after.',
    access: 'session',
    data: botActionResultSchema,
  }),
  restartBot: endpoint({
    method: 'POST',
    path: 'user/bots/:id/restart',
    summary: 'Restarts the bot: answers `starting`; it is `online` (or `error`) shortly after.',
    access: 'session',
    data: botActionResultSchema,
  }),
  listBotMembers: endpoint({
    method: 'GET',
    path: 'user/bots/:id/members',
    summary:
      "Who has access to the bot: its owner first (`role: 'owner'`, `addedAt` the bot's creation), then its members in the order they were added. Anyone with access may read it.",
    access: 'session',
    data: botMemberListSchema,
  }),
  addBotMember: endpoint({
    method: 'POST',
    path: 'user/bots/:id/members',
    summary:
      "Gives a KOOK user, written `username#identifyNum` (`Alice#1234`), access to the bot as `admin` (edits, configures, starts and stops) or `viewer` (reads settings, logs and analytics). Owner only (400003). An unknown user is 400001 with `data.fields.user`; the owner themselves is 400001 and an existing member 400009, both with `data.fields.user` (change a member's role with PUT). The same `Idempotency-Key` from the same user returns the member it added (400009 if the body differs). A bot shared with someone does not count against their plan's bot limit.",
    access: 'session',
    headers: {
      'Idempotency-Key':
        'Optional. One fresh value per attempt to invite (1–200 characters); send it again when retrying after an answer was lost.',
    },
    body: memberInputSchema,
    data: botMemberSchema,
  }),
  updateBotMember: endpoint({
    method: 'PUT',
    path: 'user/bots/:id/members/:userId',
    summary:
      "Changes a member's role. Owner only (400003); 400004 for someone who is not a member.",
    access: 'session',
    body: memberRoleInputSchema,
    data: botMemberSchema,
  }),
  removeBotMember: endpoint({
    method: 'DELETE',
    path: 'user/bots/:id/members/:userId',
    summary:
      'Removes a member: the owner may remove anyone, a member only themselves (leaving the bot); anyone else gets 400003. The owner cannot leave their own bot (400003: delete it instead). 400004 for someone who is not a member.',
    access: 'session',
    data: nullSchema,
  }),
  listPlans: endpoint({
    method: 'GET',
    path: 'pay/plans',
    summary:
      'The plans on sale. `name` and `features` are the default (English) words; `translations` may add them per language (`{"zh-CN": {"name": "专业版（月付）", "features": […]}}`), each part optional, which is how a plan reaches readers in their language. Orders keep the `planName` they were made with.',
    access: 'public',
    data: z.array(planSchema),
  }),
  createOrder: endpoint({
    method: 'POST',
    path: 'pay/orders',
    summary:
      'Creates a pending order that expires after 15 minutes. The same `Idempotency-Key` from the same user returns the same order.',
    access: 'session',
    headers: {
      'Idempotency-Key': 'Required. One fresh value per purchase attempt (1–200 characters).',
    },
    body: orderInputSchema,
    data: orderSchema,
  }),
  listOrders: endpoint({
    method: 'GET',
    path: 'pay/orders',
    summary: "The signed-in user's orders, newest first.",
    access: 'session',
    query: orderListQuerySchema,
    data: pageSchema(orderSchema),
  }),
  getOrder: endpoint({
    method: 'GET',
    path: 'pay/orders/:id',
    summary: 'One of your orders; a pending order past `expiresAt` reads as `expired`.',
    access: 'session',
    data: orderSchema,
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: 'pay/orders/:id/cancel',
    summary: 'Cancels a pending order (400009 for any other status).',
    access: 'session',
    data: orderSchema,
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
