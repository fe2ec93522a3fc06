/** @jest-environment node */
// `npm start`'s local KOOK knows the seed's bots as KOOK would know a real host's: the two webhook
// bots' callback URLs are entered in its developer centre once the provider listens, and its own
// challenges then decide their checks (Echo Radio's passes; b1006's fails on the encrypt key its
// owner mistyped in Botdeck).
import { botWebhookSchema } from '../src/api/schemas';
import { startDemoKook } from './demoKook';
import { callOk, signedInServer, signInAs } from './provider/testHarness';

it('enters the seed’s webhook bots in the local KOOK, whose challenges decide their checks', async () => {
  const demo = await startDemoKook({
    port: 0,
    host: '127.0.0.1',
    chatterMs: 0,
    controls: false,
    consoleOrigins: [],
  });
  const server = await signedInServer();
  try {
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const before = botWebhookSchema.parse(
      await callOk(server.app, 'GET', 'user/bots/b1012/webhook', { token: server.token }),
    );

    expect(await demo.connectWebhooks(origin)).toEqual([
      { botId: 'b1012', ok: true },
      { botId: 'b1006', ok: false },
    ]);

    // Verified again by the local KOOK's challenge just now, not as the seed has it.
    const checkOf = async (botId: string, token: string) =>
      botWebhookSchema.parse(
        await callOk(server.app, 'GET', `user/bots/${botId}/webhook`, { token }),
      );
    const echoRadio = await checkOf('b1012', server.token);
    expect(echoRadio).toMatchObject({ lastError: null });
    expect(echoRadio.verifiedAt).not.toBe(before.verifiedAt);
    const mistyped = await checkOf('b1006', await signInAs(server.app, 'u-aki'));
    expect(mistyped).toMatchObject({
      verifiedAt: null,
      lastErrorCause: { kind: 'webhookChallengeFailed', params: { reason: 'undecryptable' } },
    });
  } finally {
    await server.app.close();
    await demo.kook.close();
  }
});
