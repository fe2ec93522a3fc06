// Runs the local KOOK on its own: `node --import tsx server/kook/main.ts` (KOOK_PORT, default any
// free port; KOOK_CHATTER_MS for simulated chatter; KOOK_CONTROLS=1 for the HTTP test controls).
import { startLocalKook } from './index';

const port = Number(process.env['KOOK_PORT'] ?? '0');
const chatterMs = Number(process.env['KOOK_CHATTER_MS'] ?? '0');
startLocalKook({
  port,
  controls: process.env['KOOK_CONTROLS'] === '1',
  chatter: chatterMs > 0 ? { everyMs: chatterMs } : false,
}).then(
  (kook) => {
    process.stdout.write(`local KOOK on ${kook.origin} (API ${kook.apiBase})\n`);
    const stop = () => {
      void kook.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error('Could not start the local KOOK:', error);
    process.exit(1);
  },
);
