/** @jest-environment node */
import { endpoints } from '../src/api/endpoints';
import type { Endpoint } from '../src/api/endpoints';
import { limits } from '../src/api/constants';
import { renderApiDocs } from './apiDocs';

describe('renderApiDocs', () => {
  const docs = renderApiDocs();

  it('documents every endpoint of the table with its data schema', () => {
    const all: Endpoint[] = Object.values(endpoints);
    for (const endpoint of all) {
      const heading = `### ${endpoint.method} \`/api/v2/${endpoint.path}\``;
      expect(docs).toContain(heading);
      const section = docs.slice(docs.indexOf(heading)).split('\n### ')[0] ?? '';
      expect(section).toContain(endpoint.stream ? 'Each line of the stream:' : '`data`:');
      if (endpoint.body) expect(section).toContain('Body (JSON):');
      if (endpoint.query) expect(section).toContain('Query:');
    }
  });

  it('lists the envelope, the codes and the validation limits', () => {
    expect(docs).toContain('{status, code, message, data}');
    for (const code of [0, 400001, 400003, 400004, 400005, 400009, 429000, 500000]) {
      expect(docs).toContain(`| ${code} |`);
    }
    expect(docs).toContain(`${limits.name.min}–${limits.name.max} characters after trimming`);
    expect(docs).toContain('"maximum": 100');
  });

  it('is deterministic, so --check can compare it byte for byte', () => {
    expect(renderApiDocs()).toBe(docs);
  });
});
