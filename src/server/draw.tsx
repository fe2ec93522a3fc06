// Drawing a page to HTML on the server: React's stream, read whole, and emotion's styles for it.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Language } from '../lib/i18n';
import { RenderLanguage } from '../lib/useTranslation';

/** How long a render may take at most before it is given up as a crash. */
const RENDER_TIMEOUT_MS = 5_000;

/** React's stream of `element`, once everything in it (lazy pages included) has rendered. */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // The whole page in order, with no boundary left for an inline script to fill in later: the
      // CSP allows none, and the page is sent once it is all ready anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed)
          reject(failed instanceof Error ? failed : new Error('The page failed to render'));
        else stream.pipe(sink);
      },
      onShellError: reject,
      // An error inside a Suspense boundary would only show in the browser: the page is broken.
      onError(error) {
        failed ??= error;
      },
    });
    setTimeout(() => {
      stream.abort(new Error('The page took too long to render'));
    }, RENDER_TIMEOUT_MS).unref();
  });
}

export interface Drawn {
  body: string;
  styles: string;
}

/** The page's markup and the style tags of what it uses, drawn in `lang`. */
export async function draw(element: ReactNode, lang: Language): Promise<Drawn> {
  // No vendor prefixes: every browser we support reads the standard properties, and the page's
  // first paint waits for its styles to be parsed.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  const emotion = createEmotionServer(cache);
  const body = await renderComplete(
    <CacheProvider value={cache}>
      <RenderLanguage.Provider value={lang}>{element}</RenderLanguage.Provider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { body, styles };
}
