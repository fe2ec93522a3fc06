/** @jest-environment node */
// A page whose render crashes answers 500 with the error page, drawn on its own: no state to
// hydrate, so the browser draws the app afresh.
import { makeServer } from '../../server/provider/testHarness';
import { createRenderer } from './render';
import { STATE_ELEMENT_ID } from '../app/serverPayload';

jest.mock('../components/SafeMarkdown', () => ({
  __esModule: true,
  default: () => {
    throw new Error('Markdown exploded');
  },
}));

it('answers 500 with the Internal Server Error page when a page crashes while it is drawn', async () => {
  const { app } = makeServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { port } = app.server.address() as { port: number };
    const render = createRenderer({
      template:
        '<!doctype html><html lang="en"><head><title>Botdeck</title></head><body><div id="root"></div></body></html>',
      preload: {},
    });
    const answer = await render({
      url: '/bot/b1001',
      origin: 'https://botdeck.example',
      apiHost: `http://127.0.0.1:${port}`,
      deadlineMs: 1_000,
      acceptLanguage: 'zh-CN',
    });
    expect(answer).toMatchObject({ kind: 'page', status: 500 });
    if (answer.kind !== 'page') return;
    // Internal Server Error, in the reader's language, as the page and its title.
    expect(answer.html).toContain('<title>500 - 服务器内部错误</title>');
    expect(answer.html).toMatch(/<h1[^>]*>服务器内部错误<\/h1>/);
    expect(answer.html).toContain('绘制此页面时出错了');
    expect(answer.html).not.toContain(STATE_ELEMENT_ID);
    expect(errors).toHaveBeenCalledWith('page-render-error', '/bot/b1001', expect.any(Error));
  } finally {
    errors.mockRestore();
    await app.close();
  }
});
