// The calls public/boot.js made as a static host's page opened, before the app ran: the landing
// page's GETs (`calls` in kernel/paths.ts), made while the shell's scripts download. Start-up puts
// this in front of the transport (main.tsx), so the app's own call for the same thing takes the
// answer already on its way instead of asking again.
import { addressOf, noAnswer } from './http';
import type { HttpAnswer, SentRequest, Transport } from './http';

/** One call as boot.js leaves it. */
interface EarlyCall {
  url: string;
  headers: Readonly<Record<string, string>>;
  /** When boot.js made it (`Date.now()`). */
  asked: number;
  answer: Promise<HttpAnswer>;
}

declare global {
  interface Window {
    __BOTDECK_EARLY__?: EarlyCall[];
  }
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/**
 * boot.js's call for this one: the same GET of the same address with the same headers, taken once,
 * and only within a call's time limit of boot.js making it, so no later call is answered with what
 * was true when the page opened.
 */
function take(early: EarlyCall[], request: SentRequest): EarlyCall | undefined {
  if (request.method !== 'GET' || request.data !== undefined) return undefined;
  const address = addressOf(request).href;
  const index = early.findIndex(
    (call) => call.url === address && sameHeaders(call.headers, request.headers),
  );
  if (index < 0) return undefined;
  const [call] = early.splice(index, 1);
  return Date.now() < call.asked + request.timeoutMs ? call : undefined;
}

/**
 * The early call's answer, or undefined when it failed (to be made again). Past the time limit,
 * counted from when boot.js made it, the call has failed as one of ours would.
 */
async function withinTime(call: EarlyCall, timeoutMs: number): Promise<HttpAnswer | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), call.asked + timeoutMs - Date.now());
  });
  try {
    const answer = await Promise.race([call.answer.catch(() => undefined), late]);
    if (answer === 'late') throw noAnswer(true, timeoutMs);
    return answer;
  } finally {
    clearTimeout(timer);
  }
}

/** `next`, with boot.js's answers taken for the calls it made (`early`: what it left). */
export function earlyAnswers(early: EarlyCall[]): (next: Transport) => Transport {
  return (next) => async (request) => {
    const call = take(early, request);
    const answer = call && (await withinTime(call, request.timeoutMs));
    return answer ?? next(request);
  };
}
