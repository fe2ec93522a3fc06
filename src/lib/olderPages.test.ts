// The cursor pager's slice cases and saga together, in a real store with the saga middleware (a list
// of its own, as lib/ sits below the app's store): a page asked from the cursor in the store and
// added, one page at a time, a failure kept through its retry until an answer with data, a retry
// that fails again, and nothing asked once nothing is shown.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import type { Task } from 'redux-saga';
import { ApiError } from './http';
import { olderPageCases } from './olderPages';
import { takeOlderPages } from './olderPagesSaga';
import { idleRequest } from './requestState';
import type { RequestState } from './requestState';

interface Page {
  ids: number[];
  hasOlder: boolean;
}

interface ListState {
  /** Newest first. */
  ids: number[];
  hasOlder: boolean;
  older: RequestState;
}

const initialState: ListState = { ids: [], hasOlder: false, older: idleRequest };

const list = createSlice({
  name: 'list',
  initialState,
  reducers: {
    shown(state, action: PayloadAction<Page>) {
      Object.assign(state, action.payload);
    },
    ...olderPageCases<ListState>()((state) => state.older, {
      success: (state, page: Page) => {
        state.ids.push(...page.ids);
        state.hasOlder = page.hasOlder;
      },
    }),
  },
});
const { shown, olderRequest, olderSuccess, olderFailure } = list.actions;

/** The provider: each call waits until the test answers it. */
let calls: { before: number; answer: (page: Page) => void; fail: (error: Error) => void }[];
const fetchPage = (before: number) =>
  new Promise<Page>((answer, fail) => {
    calls.push({ before, answer, fail });
  });

let store: ReturnType<typeof makeListStore>['store'];
let task: Task;

function makeListStore() {
  const sagas = createSagaMiddleware();
  const made = configureStore({
    reducer: list.reducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  const running = sagas.run(function* pager() {
    yield takeOlderPages({
      request: olderRequest,
      cursor: (state: ListState) => state.ids.at(-1) ?? null,
      fetchPage,
      success: olderSuccess,
      failure: olderFailure,
    });
  });
  return { store: made, task: running };
}

beforeEach(() => {
  calls = [];
  ({ store, task } = makeListStore());
});

afterEach(() => {
  task.cancel();
});

const older = () => store.getState().older;
const down = new ApiError('Provider error', 500000);

it('asks for the page before the last shown and adds it, one page at a time', async () => {
  store.dispatch(shown({ ids: [9, 8], hasOlder: true }));
  store.dispatch(olderRequest());
  store.dispatch(olderRequest());
  expect(older()).toMatchObject({ pending: true, error: null });
  expect(calls.map((call) => call.before)).toEqual([8]);

  calls[0]?.answer({ ids: [7, 6], hasOlder: false });
  await waitFor(() => expect(older().pending).toBe(false));
  expect(store.getState()).toMatchObject({ ids: [9, 8, 7, 6], hasOlder: false });
  expect(older().answeredAt).not.toBeNull();
});

it('keeps a failure on screen through its retry, until an answer with data', async () => {
  store.dispatch(shown({ ids: [5], hasOlder: true }));
  store.dispatch(olderRequest());
  calls[0]?.fail(down);
  await waitFor(() => expect(older().error).toMatchObject({ code: 500000 }));

  store.dispatch(olderRequest());
  expect(older()).toMatchObject({ pending: true, error: { code: 500000 } });
  calls[1]?.answer({ ids: [4], hasOlder: true });
  await waitFor(() => expect(older()).toMatchObject({ pending: false, error: null }));
  expect(store.getState().ids).toEqual([5, 4]);
});

it('shows the retry’s own failure when it fails again, the list as it was', async () => {
  store.dispatch(shown({ ids: [5], hasOlder: true }));
  store.dispatch(olderRequest());
  calls[0]?.fail(down);
  await waitFor(() => expect(older().error).not.toBeNull());

  store.dispatch(olderRequest());
  calls[1]?.fail(new ApiError('Too many requests', 400429));
  await waitFor(() => expect(older()).toMatchObject({ pending: false, error: { code: 400429 } }));
  expect(store.getState()).toMatchObject({ ids: [5], hasOlder: true });
});

it('asks nothing when nothing is shown to page back from', () => {
  store.dispatch(olderRequest());
  expect(calls).toEqual([]);
});
