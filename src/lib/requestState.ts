// The one shape of a provider request in the store, and the case reducers that keep it, so every
// slice reads `pending`, `error` and `answeredAt` the same way and no slice writes the
// request/success/failure triple by hand.
//
//   const request = requestCases<DirectoryState>();
//   reducers: {
//     ...request('load', (state) => state.list, {
//       request: (state, query: DirectoryQuery) => { state.list.query = query; },
//       success: (state, page: Page<BotCard>) => { state.list.data = page; },
//     }),
//   }
//
// gives `loadRequest(query)`, `loadSuccess(page)` and `loadFailure(failure)`. Answers are stamped
// with their arrival time by the action creator (`meta.at`), so reducers stay pure.
import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { Failure } from './requestSaga';

export interface RequestState {
  /** Asked and not yet answered. */
  pending: boolean;
  /** The last answer's failure; null once asked again or answered with data. */
  error: Failure | null;
  /** When the last answer, data or failure, arrived (epoch ms); null before the first. */
  answeredAt: number | null;
}

/** A request and the data it answered (null until then). */
export interface Loaded<T> extends RequestState {
  data: T | null;
}

export const idleRequest: RequestState = { pending: false, error: null, answeredAt: null };

export function notLoaded<T>(): Loaded<T> {
  return { ...idleRequest, data: null };
}

/** An answer's action; one dispatched by hand (a test, a DevTools replay) may lack the stamp. */
type Stamped<P> = PayloadAction<P, string, { at: number } | undefined>;

/**
 * A slice's case reducer for an answer whose arrival time matters: the action creator stamps it
 * (`meta.at`) and `apply` keeps the payload and the time.
 */
function stampedAnswer<State, Payload>(
  apply: (state: State, payload: Payload, at: number | null) => void,
) {
  return {
    reducer(state: State, action: Stamped<Payload>) {
      apply(state, action.payload, action.meta?.at ?? null);
    },
    prepare: (payload: Payload) => ({ payload, meta: { at: Date.now() } }),
  };
}

interface Handlers<S, Req, Data> {
  /** Runs after the request state is set to pending (the place to note what was asked for). */
  request?: (state: Draft<S>, payload: Req) => void;
  /** Runs after the request state is set to answered (the place to keep the data). */
  success?: (state: Draft<S>, data: Data) => void;
  failure?: (state: Draft<S>, failure: Failure) => void;
}

type RequestCases<S, N extends string, Req, Data> = Record<
  `${N}Request`,
  (state: Draft<S>, action: PayloadAction<Req>) => void
> &
  Record<
    `${N}Success`,
    {
      reducer: (state: Draft<S>, action: Stamped<Data>) => void;
      prepare: (data: Data) => { payload: Data; meta: { at: number } };
    }
  > &
  Record<
    `${N}Failure`,
    {
      reducer: (state: Draft<S>, action: Stamped<Failure>) => void;
      prepare: (failure: Failure) => { payload: Failure; meta: { at: number } };
    }
  >;

/**
 * For a slice with state `S`: the `…Request`, `…Success` and `…Failure` case reducers of the
 * request named `name`, whose RequestState `at` finds in the state.
 */
export function requestCases<S>() {
  return <N extends string, Req = void, Data = void>(
    name: N,
    at: (state: Draft<S>) => RequestState,
    handlers: Handlers<S, Req, Data> = {},
  ): RequestCases<S, N, Req, Data> =>
    ({
      [`${name}Request`]: (state: Draft<S>, action: PayloadAction<Req>) => {
        const request = at(state);
        request.pending = true;
        request.error = null;
        handlers.request?.(state, action.payload);
      },
      [`${name}Success`]: stampedAnswer<Draft<S>, Data>((state, data, answeredAt) => {
        Object.assign(at(state), { pending: false, error: null, answeredAt });
        handlers.success?.(state, data);
      }),
      [`${name}Failure`]: stampedAnswer<Draft<S>, Failure>((state, failure, answeredAt) => {
        Object.assign(at(state), { pending: false, error: failure, answeredAt });
        handlers.failure?.(state, failure);
      }),
    }) as RequestCases<S, N, Req, Data>;
}
