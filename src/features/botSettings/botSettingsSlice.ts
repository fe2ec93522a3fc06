// The configure screen: the bot and its settings as loaded, the save in flight, the deletion, and
// the webhook check of the saved connection.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { BotSettings, BotSettingsInput, BotWebhook, MyBot } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import { idleRequest, notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded, RequestState } from '../../lib/requestState';
import { botStatusSettled } from '../botRuntime';

interface BotSettingsState {
  /** The bot the page is for, and what the provider answered of it. */
  id: string | null;
  bot: MyBot | null;
  settings: BotSettings | null;
  load: RequestState;
  save: RequestState;
  /** `done` once the provider has deleted the bot (the page is then left). */
  remove: RequestState & { done: boolean };
  /** Whether KOOK has verified the saved webhook connection (asked only in webhook mode). */
  webhook: Loaded<BotWebhook>;
}

const initialState: BotSettingsState = {
  id: null,
  bot: null,
  settings: null,
  load: idleRequest,
  save: idleRequest,
  remove: { ...idleRequest, done: false },
  webhook: notLoaded(),
};

type Connection = BotSettings['connection'];

/** Whether a save changed what KOOK's check is about: the mode or the secrets it uses. */
const sameWebhook = (a: Connection, b: Connection) =>
  a.mode === b.mode && a.verifyToken === b.verifyToken && a.encryptKey === b.encryptKey;

const uncheckedWebhook: BotWebhook = { verifiedAt: null, lastEventAt: null, lastError: null };

/** What the screen says of a webhook check that has answered. */
type WebhookStatus = 'verified' | 'failed' | 'unverified';

export function webhookStatus(webhook: BotWebhook): WebhookStatus {
  if (webhook.lastError !== null) return 'failed';
  return webhook.verifiedAt === null ? 'unverified' : 'verified';
}

const request = requestCases<BotSettingsState>();

const botSettingsSlice = createSlice({
  name: 'botSettings',
  initialState,
  reducers: {
    ...request('load', (state) => state.load, {
      request: (state, id: string) => {
        Object.assign(state, { ...initialState, id, load: state.load });
      },
      success: (state, { bot, settings }: { bot: MyBot; settings: BotSettings }) => {
        state.bot = bot;
        state.settings = settings;
      },
    }),
    ...request('save', (state) => state.save, {
      // `name` is the bot's, for a notice if the user has left when the save fails.
      request: (_state, _payload: { id: string; name: string; input: BotSettingsInput }) =>
        undefined,
      success: (state, settings: BotSettings) => {
        const before = state.settings?.connection;
        state.settings = settings;
        // A new mode or new secrets start a new check at the provider (api.md): until its answer
        // (the saga asks at once), a webhook reads as not verified yet, not as the old check.
        if (before && !sameWebhook(before, settings.connection)) {
          state.webhook =
            settings.connection.mode === 'webhook'
              ? { ...notLoaded(), data: uncheckedWebhook }
              : notLoaded();
        }
      },
    }),
    // `id` is the bot's: a check runs for the page's bot only.
    ...request('webhook', (state) => state.webhook, {
      request: (_state, _id: string) => undefined,
      success: (state, webhook: BotWebhook) => {
        state.webhook.data = webhook;
      },
    }),
    ...request('delete', (state) => state.remove, {
      request: (_state, _payload: { id: string; name: string }) => undefined,
      success: (state) => {
        state.remove.done = true;
      },
    }),
    /** Settings of bot `id` were saved in webhook mode, on its page: its check is followed. */
    webhookSaved: (_state, _action: PayloadAction<string>) => undefined,
    /** The delete dialog closed: its last failure goes with it. */
    deleteDismissed(state) {
      state.remove.error = null;
    },
    pageClosed() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(botStatusSettled, (state, action) => {
      if (state.bot?.id === action.payload.id) state.bot = action.payload.bot;
    });
  },
  selectors: {
    selectSettingsPage: (state) => state,
    selectSettingsSave: (state) => state.save,
    selectSettingsRemove: (state) => state.remove,
    selectWebhookCheck: (state) => state.webhook,
  },
});

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  saveRequest,
  saveSuccess,
  saveFailure,
  deleteRequest,
  deleteSuccess,
  deleteFailure,
  deleteDismissed,
  pageClosed,
  webhookRequest,
  webhookSuccess,
  webhookFailure,
  webhookSaved,
} = botSettingsSlice.actions;
declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botSettingsSlice> {}
}

// Injected when this screen's code loads (kernel/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = botSettingsSlice.injectInto(rootReducer);
export const { selectSettingsPage, selectSettingsSave, selectSettingsRemove, selectWebhookCheck } =
  injected.selectors;
