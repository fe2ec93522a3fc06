import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SafeMarkdown, { safeUrl } from './SafeMarkdown';
import { builtStylesheetInTheDocument } from '../testing/builtStylesheet';

// Reads styles (an underline, an alignment, a scrolling box): the stylesheet that draws them is in
// the document.
builtStylesheetInTheDocument();

declare global {
  interface Window {
    __xss?: number;
  }
}

beforeEach(() => {
  window.__xss = 0;
});

function renderMarkdown(markdown: string) {
  return render(<SafeMarkdown>{markdown}</SafeMarkdown>);
}

/** Nothing in the rendered tree can run script or fetch from the author's host. */
function expectHarmless(container: HTMLElement) {
  expect(container.querySelector('script, iframe, object, embed, svg, img, style')).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe('style');
    }
  }
  for (const link of container.querySelectorAll('[href]')) {
    expect(link.getAttribute('href')).toMatch(/^(https?|mailto):/);
  }
  expect(window.__xss).toBe(0);
}

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:owner@example.com', 'mailto:owner@example.com'],
    ['  https://example.com', 'https://example.com/'],
  ])('keeps %j', (input, output) => {
    expect(safeUrl(input)).toBe(output);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example',
    '/user/home',
    '#top',
    '',
  ])('refuses %j', (input) => {
    expect(safeUrl(input)).toBe('');
  });
});

describe('SafeMarkdown', () => {
  it('renders Markdown as styled text with safe external links', () => {
    const { container } = renderMarkdown(
      '# Title\n\nSome **bold** text and a [site](https://example.com).\n\n- one\n- two\n\nMail [me](mailto:a@b.example).',
    );
    expect(screen.getByRole('heading', { name: 'Title', level: 2 })).toBeInTheDocument();
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('href', 'https://example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(screen.getByRole('link', { name: 'me' })).toHaveAttribute('href', 'mailto:a@b.example');
  });

  it('demotes every heading level so the page keeps its one h1', () => {
    const { container } = renderMarkdown('# a\n\n## b\n\n### c\n\n#### d\n\n##### e\n\n###### f');
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { name: 'a' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'b' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'f' }).tagName).toBe('H6');
  });

  it('starts lower under a section heading of its own', () => {
    render(<SafeMarkdown headingLevel={3}>{'# a\n\n## b\n\n### c'}</SafeMarkdown>);
    expect(screen.getByRole('heading', { name: 'a' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'b' }).tagName).toBe('H4');
    expect(screen.getByRole('heading', { name: 'c' }).tagName).toBe('H5');
  });

  it("puts the description's top heading at the given level, whatever its Markdown level", () => {
    render(<SafeMarkdown headingLevel={3}>{'## About\n\n### Features\n\n## More'}</SafeMarkdown>);
    expect(screen.getByRole('heading', { name: 'About' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Features' }).tagName).toBe('H4');
    expect(screen.getByRole('heading', { name: 'More' }).tagName).toBe('H3');
  });

  it('never skips a level, so the headings read as an outline', () => {
    render(
      <SafeMarkdown headingLevel={3}>{'### late start\n\n# a\n\n#### deep\n\n## b'}</SafeMarkdown>,
    );
    expect(screen.getByRole('heading', { name: 'late start' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'a' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'deep' }).tagName).toBe('H4');
    expect(screen.getByRole('heading', { name: 'b' }).tagName).toBe('H4');
  });

  it('underlines links, which sit inside running text', () => {
    renderMarkdown('See [the docs](https://example.com/docs) first.');
    expect(screen.getByRole('link', { name: 'the docs' })).toHaveStyle({
      textDecoration: 'underline',
    });
  });

  it('drops raw HTML: script, event handlers and svg never reach the DOM', () => {
    const { container } = renderMarkdown(
      [
        '<script>window.__xss = 1</script>',
        '',
        'before <img src=x onerror="window.__xss = 2"> after',
        '',
        '<svg onload="window.__xss = 3"><circle r="4" /></svg>',
        '',
        '<iframe src="javascript:window.__xss = 4"></iframe>',
        '',
        '<a href="javascript:window.__xss = 5">html link</a>',
        '',
        '<div style="position:fixed;inset:0" onclick="window.__xss = 6">overlay</div>',
      ].join('\n'),
    );
    expectHarmless(container);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows raw HTML as the text the author typed, inline and as a block alike', () => {
    const { container } = renderMarkdown(
      'before <b onclick="window.__xss = 1">bold</b> after\n\n<div class="x">\nblock *text*\n</div>\n\nend',
    );
    expectHarmless(container);
    expect(container.querySelector('b, .x')).toBeNull();
    expect(screen.getByText('before <b onclick="window.__xss = 1">bold</b> after')).toBeVisible();
    expect(screen.getByText(/^<div class="x">\s+block \*text\*\s+<\/div>$/)).toBeVisible();
    expect(screen.getByText('end')).toBeInTheDocument();
  });

  it.each([
    ['javascript', '[x](javascript:window.__xss=1)'],
    ['mixed case', '[x](JaVaScRiPt:window.__xss=1)'],
    ['an entity-encoded scheme', '[x](&#106;avascript:window.__xss=1)'],
    ['a hex-entity colon', '[x](javascript&#x3A;window.__xss=1)'],
    ['a percent-encoded scheme', '[x](%6Aavascript:window.__xss=1)'],
    ['a tab inside the scheme', '[x](<java\tscript:window.__xss=1>)'],
    ['vbscript', '[x](vbscript:msgbox)'],
    ['a data URL', '[x](data:text/html,<script>window.__xss=1</script>)'],
    ['a protocol-relative URL', '[x](//evil.example)'],
    ['a reference-style link', '[x][evil]\n\n[evil]: javascript:window.__xss=1'],
    ['a reference with a title', '[x][e]\n\n[e]: <javascript:window.__xss=1> "t"'],
  ])('turns a link with %s into plain text', (_, markdown) => {
    const { container } = renderMarkdown(markdown);
    expectHarmless(container);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('x')).toBeInTheDocument();
  });

  it('keeps an autolink to an http(s) address and refuses a javascript: one', () => {
    const { container } = renderMarkdown(
      '<https://example.com/path> and <javascript:window.__xss=1> and <mailto:a@b.example>',
    );
    expectHarmless(container);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/path',
      'mailto:a@b.example',
    ]);
    expect(container).toHaveTextContent('javascript:window.__xss=1');
  });

  it('never loads an image: it becomes a link labelled with its alt text', () => {
    const { container } = renderMarkdown(
      '![diagram](https://tracker.example/pixel.gif)\n\n![evil](javascript:window.__xss=1)\n\n![](http://insecure.example/a.png)',
    );
    expectHarmless(container);
    expect(screen.getByRole('link', { name: 'diagram' })).toHaveAttribute(
      'href',
      'https://tracker.example/pixel.gif',
    );
    expect(screen.getByText('evil').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'http://insecure.example/a.png' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows code as text, never as markup', () => {
    const { container } = renderMarkdown(
      '`<script>x</script>`\n\n```\n<img src=x onerror=alert(1)>\n```',
    );
    expectHarmless(container);
    expect(container).toHaveTextContent('<script>x</script>');
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  describe('GitHub-flavoured Markdown', () => {
    it('draws a table as a table, inside a box that scrolls sideways', () => {
      const { container } = renderMarkdown(
        '| Command | What it does |\n| :-- | --: |\n| `/play` | Plays ~~a song~~ music |',
      );
      expectHarmless(container);
      const table = screen.getByRole('table');
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        'Command',
        'What it does',
      ]);
      expect(screen.getByRole('cell', { name: /plays/i })).toHaveStyle({ textAlign: 'right' });
      const box = table.parentElement as HTMLElement;
      expect(box).toHaveStyle({ overflowX: 'auto', maxWidth: '100%' });
      expect(box).toHaveAttribute('tabindex', '0');
    });

    it('strikes text through', () => {
      renderMarkdown('Costs ~~5~~ 3 coins');
      expect(screen.getByText('5').tagName).toBe('DEL');
    });

    it("shows a task list's boxes as ticked or not, and never lets a reader change them", async () => {
      const { container } = renderMarkdown('- [x] Music\n- [ ] Games');
      expectHarmless(container);
      const done = screen.getByRole('checkbox', { name: 'Music' });
      const todo = screen.getByRole('checkbox', { name: 'Games' });
      expect(done).toBeChecked();
      expect(done).toBeDisabled();
      expect(todo).not.toBeChecked();
      expect(todo).toBeDisabled();
      await userEvent.click(todo);
      expect(todo).not.toBeChecked();
    });

    it('links bare web and e-mail addresses, in a new tab as user content', () => {
      renderMarkdown(
        'Visit www.example.com or https://kook.example/x, or write to help@example.com.',
      );
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        'http://www.example.com/',
        'https://kook.example/x',
        'mailto:help@example.com',
      ]);
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
      }
    });

    it('keeps footnotes as the text typed, with no heading or in-page link of their own', () => {
      const { container } = renderMarkdown('Fast[^1].\n\n[^1]: On a good day.');
      expectHarmless(container);
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      expect(container).toHaveTextContent('Fast[^1]. [^1]: On a good day.');
    });
  });
});
