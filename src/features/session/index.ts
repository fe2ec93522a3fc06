// The session's public entry: what other features and the app may use of it.
export {
  loggedOut,
  logoutRequest,
  profileRequest,
  selectIsSignedIn,
  selectUser,
  sessionExpired,
  signedIn,
} from './sessionSlice';
export { isHandledBySession } from './sessionEnd';
