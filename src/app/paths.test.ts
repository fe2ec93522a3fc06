import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { contractChunk, paths } from '../kernel/paths';
import { routes } from './routes';
import type { RouteHandle } from './page';

const entries = Object.entries(paths);

it.each(entries)(
  '%s: its builder makes an address its route matches, with its chunk',
  (_, entry) => {
    const id = 'b 1/2';
    const build = entry.to as (id?: string) => string;
    const built = entry.pattern.includes(':id') ? build(id) : build();
    expect(built).toBe(entry.pattern.replace(':id', encodeURIComponent(id)));
    const leaf = (matchRoutes(routes, built) ?? []).at(-1);
    expect(leaf?.route.index ? '/' : leaf?.route.path).toBe(entry.pattern);
    expect((leaf?.route.handle as RouteHandle | undefined)?.chunk).toBe(entry.chunk);
  },
);

it('names each page chunk in the build as the manifest does', () => {
  // webpack reads a chunk's name from a literal comment, so routes.tsx spells it out once more:
  // the two must agree, or the server would preload a chunk that does not exist.
  const source = readFileSync(join(__dirname, 'routes.tsx'), 'utf8');
  const pairs = [
    ...source.matchAll(
      /paths\.(\w+)\.chunk,\s*\(\) =>\s*import\(\s*\/\* webpackChunkName: "([^"]+)" \*\//g,
    ),
  ].map(([, key, name]) => [key, name]);
  expect(pairs).toHaveLength(entries.length);
  for (const [key, name] of pairs) expect(paths[key as keyof typeof paths].chunk).toBe(name);
});

it('keeps the redirect of the login page encoded, and none for the directory', () => {
  expect(paths.login.to('/user/bot/edit/7?x=1')).toBe(
    '/user/login?redirect=%2Fuser%2Fbot%2Fedit%2F7%3Fx%3D1',
  );
  expect(paths.login.to()).toBe('/user/login');
  expect(paths.directory.to('tag=music')).toBe('/?tag=music');
});

it('names the contract’s chunks as the API client does', () => {
  // A chunk name the client does not write would leave a page's contract unasked for, silently.
  const source = readFileSync(join(__dirname, '../lib/http.ts'), 'utf8');
  const written = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map(([, name]) => name);
  const named = entries.map(([, entry]) => contractChunk(entry.chunk));
  expect(new Set(named)).toEqual(new Set(['http', 'contract-public']));
  for (const name of named) expect(written).toContain(name);
});
