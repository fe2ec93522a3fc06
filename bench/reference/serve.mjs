// Serves the reference's build for npm run bench: static files compressed like the app's server
// (@fastify/compress, brotli then gzip), a three-item JSON API for its saga, and index.html for any
// other path a browser navigates to. Usage: node bench/reference/serve.mjs <dist> (PORT, HOST).
import path from 'node:path';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

const dist = path.resolve(process.argv[2] ?? '.bench/reference/dist');
const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';

const items = [
  { id: 'i1', name: 'Greeter', summary: 'Welcomes new members with a message.' },
  { id: 'i2', name: 'Dice', summary: 'Rolls dice for tabletop games.' },
  { id: 'i3', name: 'Music', summary: 'Plays music in voice channels.' },
];

const app = Fastify({ logger: false });
await app.register(compress, { encodings: ['br', 'gzip'] });
app.get('/api/items', async () => items);
await app.register(fastifyStatic, {
  root: dist,
  wildcard: true,
  cacheControl: false,
  setHeaders: (reply, file) => {
    reply.header(
      'cache-control',
      file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
  },
});
app.setNotFoundHandler((request, reply) => {
  const accept = request.headers.accept ?? '';
  if (request.method === 'GET' && accept.includes('text/html')) {
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
});
await app.listen({ port, host });
console.log(`Reference on http://${host}:${port}/`);
