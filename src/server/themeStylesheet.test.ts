/** @jest-environment node */
// The stylesheet the build writes into index.html: everything the app no longer inserts at run time
// must be in it, or a page would be drawn without it.
import { themeStylesheet } from './themeStylesheet';

const css = themeStylesheet();

describe('the built theme stylesheet', () => {
  it('holds the theme’s variables for both schemes, and the dark ones for a dark system', () => {
    expect(css).toContain(':root,.light{color-scheme:light;--mui-palette-primary-main:#4752c4;');
    expect(css).toMatch(/\.dark\{color-scheme:dark;[^}]*--mui-palette-primary-main:#8c95ff;/);
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\)\{:root:not\(\.light\)\{color-scheme:dark;[^}]*--mui-palette-background-default:#121318/,
    );
  });

  it('holds CssBaseline with the theme’s overrides', () => {
    expect(css).toContain('body{margin:0;');
    expect(css).toContain(':focus-visible{outline:2px solid var(--mui-palette-primary-main);');
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
  });

  it('holds every stylesheet of plain elements the pages no longer render', () => {
    for (const rule of [
      '.bd-avatar{',
      '.bd-appbar{',
      '.bd-button{',
      '.bd-icon{',
      '.bd-measured{',
      '.bd-card{',
      '.bd-small-chip{',
      '.bd-light{',
      '.bd-action{',
      '.bd-skeleton{',
      '.bd-hero{',
      '.bd-bot-page{',
      '.bd-markdown p{',
      '.bd-search{',
      '.bd-chip{',
      '.bd-switch-option{',
      '.bd-page{',
      '.bd-icon-button{',
      '.bd-menu{',
      '.bd-menu-item{',
    ]) {
      expect(css).toContain(rule);
    }
  });

  it('cannot end the <style> element it is written into', () => {
    expect(css).not.toContain('</');
  });
});
