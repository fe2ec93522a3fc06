// The session, mirrored from the `token` and `user` cookies (docs/product.md §3). Reducers never
// touch cookies: the session saga reads and writes them and reports here.
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { User } from '../../api/schemas';
import { idleRequest, requestCases } from '../../lib/requestState';
import type { RequestState } from '../../lib/requestState';

export interface SessionState {
  token: string | null;
  user: User | null;
  /**
   * From "Log out" until the app has gone to `/`: a guarded page being left must not send the
   * user to the login page on its way out.
   */
  loggingOut: boolean;
  /** The start-up check of the session against the provider (`user/profile`). */
  profile: RequestState;
}

export const initialSessionState: SessionState = {
  token: null,
  user: null,
  loggingOut: false,
  profile: idleRequest,
};

const request = requestCases<SessionState>();

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    cookiesChanged(state, action: PayloadAction<{ token: string | null; user: User | null }>) {
      state.token = action.payload.token;
      state.user = action.payload.token ? action.payload.user : null;
    },
    ...request('profile', (state) => state.profile, {
      success: (state, user: User) => {
        if (state.token) state.user = user;
      },
    }),
    sessionExpired(state) {
      state.token = null;
      state.user = null;
    },
    loggedOut(state) {
      state.token = null;
      state.user = null;
    },
    logoutFinished(state) {
      state.loggingOut = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        state.token = action.payload.token;
        state.user = action.payload.user;
      })
      .addCase(logoutRequest, (state) => {
        state.loggingOut = true;
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.token !== null,
    selectLoggingOut: (state) => state.loggingOut,
  },
});

/** A new session from the KOOK exchange: the session saga writes the cookies. */
export const signedIn = createAction<{ token: string; user: User }>('session/signedIn');
/** The user asked to log out (avatar menu). */
export const logoutRequest = createAction('session/logoutRequest');

export const {
  cookiesChanged,
  profileRequest,
  profileSuccess,
  profileFailure,
  sessionExpired,
  loggedOut,
  logoutFinished,
} = sessionSlice.actions;
export const { selectToken, selectUser, selectIsSignedIn, selectLoggingOut } =
  sessionSlice.selectors;
// In the store from the start (app/reducer.ts injects it): a required key of RootState.
declare module '../../kernel/reducer' {
  export interface StaticSlices extends WithSlice<typeof sessionSlice> {}
}

export default sessionSlice;
