// Settings the browser suite's server and its tests share (playwright.config.ts starts the server).

/**
 * The client's request timeout in the browser suite: the demo server serves it in config.js
 * (REQUEST_TIMEOUT_MS, with DEMO_FAULTS=1 only), so a test of a timeout waits 5 s, not the real
 * 10 s, which jest tests (src/lib/http.test.ts) with session.spec.ts once end to end. Not shorter:
 * three browsers and the server share two cores, and an ordinary call must never run out of time.
 */
export const E2E_REQUEST_TIMEOUT_MS = 5000;
