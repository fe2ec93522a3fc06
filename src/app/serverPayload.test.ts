import { STATE_ELEMENT_ID, readServerPayload } from './serverPayload';

function pageWith(payload: unknown): Document {
  const doc = document.implementation.createHTMLDocument('drawn');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = STATE_ELEMENT_ID;
  element.textContent = JSON.stringify(payload);
  doc.body.append(element);
  return doc;
}

const drawnFor = { lang: 'en-US', url: '/?q=reminders&tag=utility', state: { directory: {} } };

describe('readServerPayload', () => {
  it('hands over the state of a page drawn for the address the browser is at', () => {
    expect(
      readServerPayload(pageWith(drawnFor), { pathname: '/', search: '?q=reminders&tag=utility' }),
    ).toEqual(drawnFor);
  });

  it('hands over nothing once the browser has gone Back or Forward to another address', () => {
    expect(
      readServerPayload(pageWith(drawnFor), {
        pathname: '/',
        search: '?q=reminders&tag=utility&sort=newest',
      }),
    ).toBeNull();
    expect(
      readServerPayload(pageWith(drawnFor), { pathname: '/bot/b1001', search: '' }),
    ).toBeNull();
  });

  it('hands over nothing for a page without a payload, or one that is not whole', () => {
    const at = { pathname: '/', search: '' };
    expect(readServerPayload(document.implementation.createHTMLDocument('x'), at)).toBeNull();
    expect(readServerPayload(pageWith({ lang: 'en-US', state: {} }), at)).toBeNull();
    expect(readServerPayload(pageWith('not an object'), at)).toBeNull();
  });
});
