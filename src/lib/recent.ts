// How long a page takes an answer it already has (data or failure) as current when it opens: start-up
// fetches the landing page's data before the page exists, and the page must not ask again for it,
// nor replace a failure the user is reading with a second attempt (Retry is theirs to press).
export const RECENT_MS = 30_000;

/** Whether an answer that arrived at `at` (epoch ms) is recent at `now`. */
export function isRecent(at: number | null, now: number): boolean {
  return at !== null && now - at < RECENT_MS;
}

/** Whether a request need not go out again: it is on its way, or its answer is recent at `now`. */
export function onItsWayOrRecent(
  request: { pending: boolean; answeredAt: number | null },
  now: number,
): boolean {
  return request.pending || isRecent(request.answeredAt, now);
}
