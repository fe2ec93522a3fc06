// One slice and one saga: the saga fetches the item list with axios when the app starts.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import axios from 'axios';
import createSagaMiddleware from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';

export interface Item {
  id: string;
  name: string;
  summary: string;
}

interface ItemsState {
  items: Item[];
  loading: boolean;
  error: string | null;
}

const initialState: ItemsState = { items: [], loading: false, error: null };

export const itemsSlice = createSlice({
  name: 'items',
  initialState,
  reducers: {
    loadRequest: (state) => {
      state.loading = true;
      state.error = null;
    },
    loadSuccess: (state, action: PayloadAction<Item[]>) => {
      state.loading = false;
      state.items = action.payload;
    },
    loadFailure: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
  },
  selectors: {
    selectItems: (state) => state.items,
    selectLoading: (state) => state.loading,
    selectError: (state) => state.error,
  },
});

export const { loadRequest, loadSuccess, loadFailure } = itemsSlice.actions;
export const { selectItems, selectLoading, selectError } = itemsSlice.selectors;

function fetchItems() {
  return axios.get<Item[]>('/api/items', { timeout: 10_000 }).then((response) => response.data);
}

function* loadItems() {
  try {
    const items = (yield call(fetchItems)) as Item[];
    yield put(loadSuccess(items));
  } catch (error) {
    yield put(loadFailure(error instanceof Error ? error.message : String(error)));
  }
}

function* rootSaga() {
  yield takeLatest(loadRequest.type, loadItems);
}

export function makeStore() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { [itemsSlice.reducerPath]: itemsSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(rootSaga);
  return store;
}

export type RootState = ReturnType<ReturnType<typeof makeStore>['getState']>;
