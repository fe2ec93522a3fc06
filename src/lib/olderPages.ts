// A list paged back by cursor ("Load older"), in the store: the request for one page of older
// entries, as `requestCases` keeps a request, but its failure stays until an answer with data
// replaces it. So the failure and its Retry stay on screen while the retry runs, and a retry that
// fails again does not flash the message away and back. The list's own data, and whether anything
// older remains, are the slice's (each list merges a page its own way); `components/LoadOlder`
// draws it and `takeOlderPages` (lib/olderPagesSaga.ts) asks for the pages.
//
//   ...olderPageCases<LogState>()((state) => state.older, {
//     success: (state, page: LogPage) => { state.lines = [...page.lines, ...state.lines]; },
//   }),
//
// gives `olderRequest`, `olderSuccess` and `olderFailure`.
import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { Failure } from './requestSaga';
import { requestCases } from './requestState';
import type { RequestState } from './requestState';

interface Handlers<S, Req, Data> {
  /** Runs after the request state is set to pending. */
  request?: (state: Draft<S>, payload: Req) => void;
  /** Runs after the request state is set to answered: the place to add the page. */
  success?: (state: Draft<S>, page: Data) => void;
  failure?: (state: Draft<S>, failure: Failure) => void;
}

/** For a slice with state `S`: the `older…` cases of the request `at` finds in the state. */
export function olderPageCases<S>() {
  return <Req = void, Data = void>(
    at: (state: Draft<S>) => RequestState,
    handlers: Handlers<S, Req, Data> = {},
  ) => {
    const cases = requestCases<S>()<'older', Req, Data>('older', at, handlers);
    return {
      ...cases,
      olderRequest: (state: Draft<S>, action: PayloadAction<Req>) => {
        const shown = at(state).error;
        cases.olderRequest(state, action);
        at(state).error = shown;
      },
    };
  };
}
