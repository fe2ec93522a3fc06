// The app-wide error that replaces every screen with the error page (docs/product.md §5).
// Ordinary API failures never land here: they stay on the screen that made the call.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';

export interface AppError {
  status: number;
  message: string;
}

interface ErrorsState {
  fatal: AppError | null;
}

const initialState: ErrorsState = { fatal: null };

/** Status of an error-like value: its own `status`/`statusCode`, else 500. */
function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600) return statusCode;
  }
  return 500;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return typeof error === 'string' ? error : '';
}

export function toAppError(error: unknown): AppError {
  return { status: statusOf(error), message: messageOf(error) };
}

const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    fatalErrorRaised(state, action: PayloadAction<AppError>) {
      state.fatal ??= action.payload;
    },
    errorCleared(state) {
      state.fatal = null;
    },
  },
  selectors: {
    selectFatalError: (state) => state.fatal,
  },
});

export const { fatalErrorRaised, errorCleared } = errorsSlice.actions;
export const { selectFatalError } = errorsSlice.selectors;
// In the store from the start (app/reducer.ts injects it): a required key of RootState.
declare module '../../kernel/reducer' {
  export interface StaticSlices extends WithSlice<typeof errorsSlice> {}
}

export default errorsSlice;
