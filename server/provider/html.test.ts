/** @jest-environment node */
import { escapeHtml } from '../../src/lib/escapeHtml';
import { html, page } from './html';

describe('html', () => {
  it('escapes every interpolated string, in text and attributes alike', () => {
    const hostile = `"><script>alert('x')</script>&`;
    const out = html`<p title="${hostile}">${hostile}</p>`.value;
    expect(out).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>',
    );
  });

  it('keeps nested fragments as they are, since they were escaped when built', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${[inner, inner]}${42}</p>`.value).toBe(
      '<p><b>&lt;i&gt;</b><b>&lt;i&gt;</b><b>&lt;i&gt;</b>42</p>',
    );
  });

  it('wraps pages in a document that loads only the same-origin stylesheet', () => {
    const out = page({ lang: 'zh-CN', title: 'A <title>' }, html`<h1>Hi</h1>`);
    expect(out).toContain('<html lang="zh-CN">');
    expect(out).toContain('<title>A &lt;title&gt;</title>');
    expect(out).toContain('<link rel="stylesheet" href="/demo/demo.css" />');
    expect(out).not.toMatch(/<script|<style/);
    expect(escapeHtml('plain')).toBe('plain');
  });

  it('loads a page script from its own file, deferred, never inline', () => {
    const out = page({ lang: 'en-US', title: 'T', script: '/demo/consent.js' }, html`<p>x</p>`);
    expect(out).toContain('<script src="/demo/consent.js" defer></script>');
    expect(out.match(/<script/g)).toHaveLength(1);
  });
});
