// "Try it" on Configure (docs/product.md §8.7, Behaviour): what the engine (api/botBehaviour.ts)
// answers a test member, turned into the conversation's lines. Each line keeps its translation key
// and values, not a sentence, so the conversation follows a change of language.
import { builtInCommands, displayText, respond } from '../../api/botBehaviour';
import type { Behaviour, BehaviourAction } from '../../api/botBehaviour';

/** The test member's user id: what the engine's `{user}` mentions point at. */
const TEST_MEMBER_ID = 'botdeck-test-member';

/** At most this many lines are kept: the oldest go first. */
const MAX_LINES = 60;

/** A sentence of the `botSettings` strings, under `playground.`. */
export interface Note {
  key: string;
  values?: Record<string, string | number>;
}

export type Line =
  | { id: number; from: 'member'; text: string; direct: boolean }
  | { id: number; from: 'bot'; text: string; note: Note }
  | { id: number; from: 'info'; note: Note };

type NewLine = Line extends infer L ? (L extends Line ? Omit<L, 'id'> : never) : never;

export type TryEvent = { kind: 'message'; content: string; direct: boolean } | { kind: 'joined' };

interface Who {
  botName: string;
  /** The test member's name as the reader's language gives it. */
  memberName: string;
}

/** An answer as a member reads it: mentions by name, no escapes. */
function readable(text: string, who: Who): string {
  return displayText(text, (id) => (id === TEST_MEMBER_ID ? who.memberName : undefined));
}

function lineOf(action: BehaviourAction, behaviour: Behaviour, who: Who): NewLine {
  switch (action.kind) {
    case 'delete':
      return { from: 'info', note: { key: 'deleted', values: { word: action.word } } };
    case 'warn':
      return {
        from: 'bot',
        text: readable(action.text, who),
        note: { key: 'warned', values: { word: action.word } },
      };
    case 'welcome':
      return {
        from: 'bot',
        text: readable(action.text, who),
        note:
          action.channelId === ''
            ? { key: 'welcomeDefault' }
            : { key: 'welcomeIn', values: { channel: action.channelId } },
      };
    case 'reply': {
      const text = readable(action.text, who);
      if (action.cause === 'autoReply') {
        const number = behaviour.autoReplies.findIndex((rule) => rule.id === action.ruleId) + 1;
        return { from: 'bot', text, note: { key: 'viaRule', values: { number } } };
      }
      const command = action.command ?? '';
      const known = (builtInCommands as readonly string[]).includes(command);
      return {
        from: 'bot',
        text,
        note: known ? { key: 'viaCommand', values: { command } } : { key: 'unknownCommand' },
      };
    }
  }
}

/** Why there is no answer. */
function silence(event: TryEvent, behaviour: Behaviour): Note {
  if (event.kind === 'joined') {
    return { key: behaviour.welcome.enabled ? 'welcomeEmpty' : 'welcomeOff' };
  }
  return { key: 'silent' };
}

/** The lines one try adds: the member's message (or their arrival), then the bot's answer or why none. */
export function linesFor(event: TryEvent, behaviour: Behaviour, who: Who): NewLine[] {
  const actions = respond(
    behaviour,
    event.kind === 'joined'
      ? { kind: 'joined', user: { id: TEST_MEMBER_ID, username: who.memberName } }
      : {
          kind: 'message',
          channel: event.direct ? 'direct' : 'group',
          content: event.content,
          author: { id: TEST_MEMBER_ID, username: who.memberName, bot: false },
          mentionsBot: event.content.toLowerCase().includes(`@${who.botName.toLowerCase()}`),
        },
    { botName: who.botName },
  );
  const first: NewLine =
    event.kind === 'joined'
      ? { from: 'info', note: { key: 'joined', values: { name: who.memberName } } }
      : { from: 'member', text: event.content, direct: event.direct };
  const answers = actions.map((action) => lineOf(action, behaviour, who));
  return [
    first,
    ...(answers.length === 0
      ? [{ from: 'info', note: silence(event, behaviour) } as const]
      : answers),
  ];
}

/** `lines` with `added` after them, numbered on from `nextId`, keeping the last MAX_LINES. */
export function appendLines(
  lines: readonly Line[],
  added: readonly NewLine[],
  nextId: number,
): Line[] {
  const numbered = added.map((line, index) => ({ ...line, id: nextId + index }));
  return [...lines, ...numbered].slice(-MAX_LINES);
}
