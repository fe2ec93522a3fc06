// Runs a Fastify instance as a process: listens, says where, and on SIGINT or SIGTERM stops taking
// connections, lets the requests in flight finish and exits, so a rolling deploy loses nothing.
import type { FastifyInstance } from 'fastify';

/** The address to open in a browser for a server listening on `host`. */
function browsableUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}/`;
}

export function runServer(
  app: FastifyInstance,
  { port, host, name }: { port: number; host: string; name: string },
  onListening: (url: string) => void,
): void {
  app.listen({ port, host }).then(
    () => onListening(browsableUrl(host, port)),
    (error: unknown) => {
      console.error(`Could not start the ${name}:`, error);
      process.exit(1);
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}
