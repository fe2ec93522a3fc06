// Signing in with KOOK: the login button's progress, and what the callback screen is doing.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { Authorize, TokenExchange } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import type { Failure } from '../../lib/requestSaga';

/** Why the callback was refused without asking the provider anything. */
type Refusal = 'denied' | 'kookError' | 'missingCode' | 'stateMismatch';

interface CallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
}

interface AuthState {
  login: {
    /** From the click until the page leaves for KOOK (it stays set: the browser is navigating). */
    pending: boolean;
    error: Failure | null;
    storageBlocked: boolean;
  };
  callback: {
    status: 'working' | 'refused' | 'failed';
    refusal: Refusal | null;
    /** KOOK's own `error` value when it is not a plain refusal. */
    kookError: string | null;
    error: Failure | null;
    /** Where "Back to login" should bring the user back to afterwards. */
    redirect: string | null;
  };
}

const initialCallback: AuthState['callback'] = {
  status: 'working',
  refusal: null,
  kookError: null,
  error: null,
  redirect: null,
};

const initialAuthState: AuthState = {
  login: { pending: false, error: null, storageBlocked: false },
  callback: initialCallback,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequest: {
      reducer(state) {
        state.login = { pending: true, error: null, storageBlocked: false };
      },
      prepare(redirect: string | null) {
        return { payload: { redirect } };
      },
    },
    loginSuccess(_state, _action: PayloadAction<Authorize>) {
      // Still pending: the browser is on its way to KOOK.
    },
    loginFailure(state, action: PayloadAction<Failure>) {
      state.login = { pending: false, error: action.payload, storageBlocked: false };
    },
    loginBlocked(state) {
      state.login = { pending: false, error: null, storageBlocked: true };
    },
    callbackRequest(state, _action: PayloadAction<CallbackParams>) {
      state.callback = initialCallback;
    },
    callbackRefused(
      state,
      action: PayloadAction<{ refusal: Refusal; kookError?: string; redirect: string | null }>,
    ) {
      state.callback = {
        status: 'refused',
        refusal: action.payload.refusal,
        kookError: action.payload.kookError ?? null,
        error: null,
        redirect: action.payload.redirect,
      };
    },
    exchangeSuccess(_state, _action: PayloadAction<TokenExchange>) {
      // The session slice takes it from here (signedIn); the screen is about to be left.
    },
    exchangeFailure(state, action: PayloadAction<Failure>) {
      state.callback.status = 'failed';
      state.callback.error = action.payload;
    },
    /** The state matched; `payload` is where to land, kept for "Back to login" if it fails. */
    exchangeStarted(state, action: PayloadAction<string>) {
      state.callback.redirect = action.payload;
    },
    callbackLeft(state) {
      state.callback = initialCallback;
    },
  },
  selectors: {
    selectLogin: (state) => state.login,
    selectCallback: (state) => state.callback,
  },
});

export const {
  loginRequest,
  loginSuccess,
  loginFailure,
  loginBlocked,
  callbackRequest,
  callbackRefused,
  exchangeSuccess,
  exchangeFailure,
  exchangeStarted,
  callbackLeft,
} = authSlice.actions;
declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

// Injected when this screen's code loads (kernel/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = authSlice.injectInto(rootReducer);
export const { selectLogin, selectCallback } = injected.selectors;
