import { REDACTED, redact } from './redact';

it('hides credentials in an action, however deep, and leaves the rest as it was', () => {
  const action = {
    type: 'botSettings/saveRequest',
    payload: {
      id: 'b1',
      token: 'bot-token',
      webhook: { url: 'https://example.com/hook', verifyToken: 'verify', encryptKey: 'key' },
      accounts: [
        { name: 'a', password: 'p' },
        { name: 'b', clientSecret: 's' },
      ],
    },
  };
  expect(redact(action)).toEqual({
    type: 'botSettings/saveRequest',
    payload: {
      id: 'b1',
      token: REDACTED,
      webhook: { url: 'https://example.com/hook', verifyToken: REDACTED, encryptKey: REDACTED },
      accounts: [
        { name: 'a', password: REDACTED },
        { name: 'b', clientSecret: REDACTED },
      ],
    },
  });
});

it('hides the session token and bot tokens in the state, keeping absent ones and flags readable', () => {
  const state = {
    session: { token: 'session-token', user: { id: 'u1', username: 'ann' } },
    myBots: {
      items: [
        { id: 'b1', token: 't1' },
        { id: 'b2', token: null },
      ],
    },
    botSettings: { form: { hasToken: true, verifyToken: undefined } },
  };
  expect(redact(state)).toEqual({
    session: { token: REDACTED, user: { id: 'u1', username: 'ann' } },
    myBots: {
      items: [
        { id: 'b1', token: REDACTED },
        { id: 'b2', token: null },
      ],
    },
    botSettings: { form: { hasToken: true, verifyToken: undefined } },
  });
});

it('never changes what it was given', () => {
  const state = { session: { token: 'session-token' }, bots: [{ token: 't1', tags: ['x'] }] };
  const before = structuredClone(state);
  const redacted = redact(state);
  expect(state).toEqual(before);
  expect(redacted.session).not.toBe(state.session);
  expect(redacted.bots[0]).not.toBe(state.bots[0]);
});

it('passes values that are not plain objects or arrays through', () => {
  expect(redact('token')).toBe('token');
  expect(redact(null)).toBeNull();
  const when = new Date(0);
  expect(redact({ token: 't', when }).when).toBe(when);
});
