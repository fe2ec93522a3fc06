// jsdom lacks the fetch-era globals React Router 7 needs; copy Node's own in.
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class BotdeckEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const g = this.global as unknown as Record<string, unknown>;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.Request = Request;
    g.Response = Response;
    g.Headers = Headers;
    g.fetch = fetch;
    g.structuredClone = structuredClone;
    g.ReadableStream = ReadableStream;
    g.TransformStream = TransformStream;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
  }
}
