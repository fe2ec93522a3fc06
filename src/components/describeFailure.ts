// What a failed call says to the user (docs/product.md §4): a sentence in their language by kind,
// and the raw transport or provider text as an optional detail. `Failure.message` stays the raw
// text (the logs and the contract rely on it); screens show this instead.
import type { TFunction } from '../lib/translator';
import { ApiCode } from '../api/constants';
import { ClientCode } from '../lib/http';
import type { Failure } from '../lib/requestSaga';

export interface FailureText {
  sentence: string;
  /** The raw message, for a "Details" disclosure; absent when the sentence is that message. */
  detail?: string;
}

type FailureKind = 'timeout' | 'offline' | 'unavailable' | 'unreadable';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/** The kind of a failure the user cannot act on, or null for a provider's own message. */
function failureKind(failure: Failure): FailureKind | null {
  const { code } = failure;
  if (code === ClientCode.transport) {
    if (isOffline()) return 'offline';
    return failure.timedOut ? 'timeout' : 'offline';
  }
  // A body that is not an envelope: a gateway's error page (5xx), or something unreadable.
  if (code === ClientCode.unexpectedResponse) {
    return (failure.httpStatus ?? 0) >= 500 ? 'unavailable' : 'unreadable';
  }
  if (code === ClientCode.invalidData) return 'unreadable';
  // The provider's generic failure ("Provider error") is not written for users.
  if (code >= ApiCode.providerError) return 'unavailable';
  return null;
}

/** Any namespace's `t`: the sentences are looked up in `common`. */
export function describeFailure(t: TFunction, failure: Failure): FailureText {
  const kind = failureKind(failure);
  if (kind === null) {
    if (failure.message) return { sentence: failure.message };
    return { sentence: t('failure.unknown', { ns: 'common' }), detail: `code ${failure.code}` };
  }
  const sentence = t(`failure.${kind}`, { ns: 'common' });
  return failure.message ? { sentence, detail: failure.message } : { sentence };
}
