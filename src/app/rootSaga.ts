// Forks every feature saga. One static root saga, no injection (ENGINEERING.md).
import { all, fork } from 'redux-saga/effects';
import type { Saga } from '../lib/requestSaga';
import { sessionSaga } from '../features/session/sessionSaga';
import { versionSaga } from '../features/version/versionSaga';
import { featureSagas } from './featureSagas';

export function* rootSaga(): Saga {
  yield all([fork(sessionSaga), fork(versionSaga), ...featureSagas.map((saga) => fork(saga))]);
}
