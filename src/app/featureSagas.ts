// The sagas the root saga forks from the start: the public screens a visit lands on. Every other
// screen's saga is injected when its code loads (injectSaga in kernel/sagas.ts).
import type { Saga } from '../lib/requestSaga';
import { directorySaga } from '../features/directory/directorySaga';
import { botSaga } from '../features/bot/botSaga';
import { tagsSaga } from '../features/tags/tagsSaga';

export const featureSagas: (() => Saga)[] = [botSaga, directorySaga, tagsSaga];
