// The About section's Markdown on a page the server drew: React keeps the server's HTML while it
// hydrates (no parser, no second parse), and draws the boundary itself once the text changes.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { DeferredMarkdown, loadMarkdown } from './DeferredMarkdown';

function Page({ text, heading }: { text: string; heading: string }) {
  return (
    <section>
      <h2>{heading}</h2>
      <DeferredMarkdown headingLevel={3}>{text}</DeferredMarkdown>
    </section>
  );
}

// What the server sent: a completed Suspense boundary (React's `<!--$-->` markers) holding HTML no
// client render would write, so a hydration of it would be seen replacing it.
const DRAWN =
  '<section><h2>About</h2><!--$--><div class="bd-markdown"><p>Drawn by the server</p></div><!--/$--></section>';

describe('DeferredMarkdown', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = DRAWN;
    errors = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    errors.mockRestore();
  });

  async function hydrate(text: string) {
    const drawn = container.querySelector('p');
    root = await act(async () =>
      hydrateRoot(container, <Page text={text} heading="About" />, {
        onRecoverableError: (error) => {
          throw error;
        },
      }),
    );
    return drawn;
  }

  // First in the file: no draw has loaded the parser before it. (The lines of grey shown while the
  // parser's chunk is on its way are seen in Chromium, e2e/bilingual.spec.ts.)
  it('draws the text in the same render once a page has loaded the parser, with no lines of grey', async () => {
    await loadMarkdown();

    const { container: drawnHere } = render(
      <DeferredMarkdown>{'Hello **there**'}</DeferredMarkdown>,
    );

    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(drawnHere.querySelector('.bd-skeleton')).toBeNull();
  });

  it('keeps the server’s HTML while the page hydrates, without parsing the text', async () => {
    const drawn = await hydrate('**Not what the server drew**');

    expect(container.querySelector('p')).toBe(drawn);
    expect(screen.getByText('Drawn by the server')).toBeInTheDocument();
    expect(screen.queryByText('Not what the server drew')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps it when the section around it draws again with the same text', async () => {
    const drawn = await hydrate('Same text');

    await act(async () => root?.render(<Page text="Same text" heading="À propos" />));

    expect(screen.getByRole('heading', { name: 'À propos' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBe(drawn);
  });

  it('draws new text itself, with the parser loaded then', async () => {
    await hydrate('Old text');

    await act(async () =>
      root?.render(<Page text="See the [guide](https://a.example)" heading="About" />),
    );

    expect(await screen.findByRole('link', { name: 'guide' })).toHaveAttribute(
      'href',
      'https://a.example/',
    );
    expect(screen.queryByText('Drawn by the server')).not.toBeInTheDocument();
  });

  it('draws the Markdown in a page drawn in the browser', async () => {
    render(<DeferredMarkdown>{'# Commands\n\nUse `!play`'}</DeferredMarkdown>);

    expect(await screen.findByRole('heading', { name: 'Commands', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('!play').tagName).toBe('CODE');
  });
});
