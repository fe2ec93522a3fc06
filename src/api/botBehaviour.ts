// KOOK: docs/zh-cn/kmarkdown.md (developer.kookapp.cn/doc/kmarkdown): what a bot answers, as
// KMarkdown, and how user text is escaped in it.
//
// The behaviour engine: what a bot hosted on Botdeck does with one event, from the owner's
// Behaviour settings (docs/product.md §8.7, Configure → Behaviour). Pure: no I/O, no clock, no
// Node or browser API, so the provider runs it for every event a bot receives and Configure's
// "Try it" panel runs the very same rules on the form's unsaved values.
//
// The rules, in order (first that applies wins, and each event gives at most one action):
//   1. Ignored: a message from a bot (the bot itself included), or with no text after trimming.
//   2. Keyword filter (group channels only; a DM has no one to moderate): when on, a message whose
//      matching form (communityRules' `matchingForm`: case, full-width forms, invisible characters,
//      accents, look-alike letters and spaced-out words do not count) contains a listed word gets
//      `delete` or `warn` and nothing else. A word of Latin letters counts where a word starts (not
//      after another letter: "spam" catches "SPAM!" and "spammer", not "antispam"); any other word
//      counts anywhere (Chinese has no spaces). The first listed word found is named in `word`; the
//      warning itself does not repeat it.
//   3. Commands: the prefix (compared ignoring case), then the command's name right after it
//      (`!help`; not `! help`, nor `!!!`, which are ordinary messages). Built in: `help` (the
//      commands and the auto-reply keywords), `ping` (pong), `about` (the bot's name, hosted on
//      Botdeck); any other name answers "unknown command, try {prefix}help". Names ignore case.
//      A message that starts with a mention of the bot (`(met)botId(met)` when `botId` is given;
//      "@name" when the event says the bot is mentioned) also works as a prefix (`@Bot help`),
//      and is the only way in when the prefix is empty (help then shows `@Bot help`). After a
//      mention, a name that is not built in is no command but an ordinary message, met by the
//      auto-replies without the mention (`@Bot hello` as `hello`); the mention alone answers as
//      `help` does. `command` in the answer is the name as typed, lower-cased (see
//      `builtInCommands` to tell an unknown one).
//   4. Auto-replies: the first rule in the owner's order whose keyword matches the trimmed message
//      (exact, contains or starts with; ignoring case and full-width forms). A rule with a blank
//      keyword or reply (one being written on the form) never matches.
//   5. Otherwise silence (an empty list).
//   A `joined` event gives the welcome message when it is on and not blank, for the configured
//   channel ('' = the guild's default channel, which the runtime resolves).
//
// Output is KMarkdown (KOOK's message type 9), never HTML. The owner's replies and welcome message
// are the owner's KMarkdown and pass as written, with `{user}` (every occurrence) becoming a
// mention of the author or the new member, `(met)id(met)`. Whatever the engine writes around them
// from other text (the prefix, keywords, the bot's name) is escaped, so it shows as typed. The
// built-in answers are worded in the bot's `language` from the table below (not the console's
// locale files: the provider needs them too). `displayText` turns an answer into what a member
// reads, for previews: mentions as "@name", escapes removed.
import { matchingForm } from './communityRules';
import type { BotSettings } from './schemas';

export type Behaviour = BotSettings['behaviour'];
type BotLanguage = Behaviour['language'];

export type BehaviourInput =
  | {
      kind: 'message';
      channel: 'group' | 'direct';
      content: string;
      author: { id: string; username: string; nickname?: string; bot: boolean };
      mentionsBot?: boolean;
    }
  | { kind: 'joined'; user: { id: string; username: string; nickname?: string } };

export type BehaviourAction =
  /** Answer in the same channel or DM, as KMarkdown. `command` is the name as typed, lower-cased. */
  | {
      kind: 'reply';
      text: string;
      cause: 'command' | 'autoReply';
      command?: string;
      ruleId?: string;
    }
  /** The keyword filter, action delete: delete the message. */
  | { kind: 'delete'; cause: 'filter'; word: string }
  /** The keyword filter, action warn: answer the author with a warning (KMarkdown). */
  | { kind: 'warn'; text: string; cause: 'filter'; word: string }
  /** Post the welcome message (KMarkdown); `channelId` '' is the guild's default channel. */
  | { kind: 'welcome'; channelId: string; text: string };

interface BehaviourContext {
  botName: string;
  botId?: string;
}

/** The commands every bot has, whatever its settings. */
export const builtInCommands = ['help', 'ping', 'about'] as const;
type BuiltIn = (typeof builtInCommands)[number];

interface Strings {
  commandsTitle: string;
  /** Between a command and what it does. */
  describedAs: string;
  help: string;
  ping: string;
  about: string;
  keywordsTitle: string;
  noKeywords: string;
  listSeparator: string;
  pong: string;
  /** `{name}`: the bot's name. */
  aboutText: string;
  /** `{help}`: how to ask for help, e.g. `!help`. */
  unknown: string;
  /** `{user}`: the author's mention. */
  warning: string;
}

/** The built-in answers, in the bot's language (its settings, not the reader's console). */
export const behaviourStrings: Readonly<Record<BotLanguage, Strings>> = {
  'en-US': {
    commandsTitle: 'Commands:',
    describedAs: ' – ',
    help: 'lists the commands',
    ping: 'checks that the bot answers',
    about: 'about this bot',
    keywordsTitle: 'Auto-reply keywords:',
    noKeywords: 'none yet',
    listSeparator: ', ',
    pong: 'Pong!',
    aboutText: '{name} is a KOOK bot hosted on Botdeck.',
    unknown: 'Unknown command. Try {help}.',
    warning: '{user} please mind your words: your message contains a word not allowed here.',
  },
  'zh-CN': {
    commandsTitle: '指令：',
    describedAs: '：',
    help: '列出所有指令',
    ping: '检查机器人是否在线',
    about: '关于这个机器人',
    keywordsTitle: '自动回复关键词：',
    noKeywords: '暂无',
    listSeparator: '、',
    pong: 'Pong！',
    aboutText: '{name} 是托管在 Botdeck 上的 KOOK 机器人。',
    unknown: '未知指令，试试 {help}。',
    warning: '{user} 请注意言辞：你的消息包含此处不允许的词语。',
  },
};

/** Characters KMarkdown gives a meaning to (its syntax table), escaped with `\` to show as typed. */
const kmarkdownSpecial = /[\\*~[\]()`>\-:]/g;

/** `text` as KMarkdown that shows exactly `text`. */
export function escapeKMarkdown(text: string): string {
  return text.replace(kmarkdownSpecial, (c) => `\\${c}`);
}

/** A mention of a user in KMarkdown. */
function mention(userId: string): string {
  return `(met)${userId}(met)`;
}

/**
 * What a member reads of an answer, as plain text: mentions become "@name" (`nameOf` gives a user's
 * name; an unknown one shows as "@id"; `all` and `here` as "@all", "@here"), escapes are removed.
 * Other KMarkdown (bold, links…) stays as its characters: it is text, never HTML.
 */
export function displayText(text: string, nameOf: (id: string) => string | undefined): string {
  return text.replace(/\(met\)([^()\s]*)\(met\)|\\([\\*~[\]()`>\-:])/g, (_, id, escaped) =>
    typeof escaped === 'string' ? escaped : `@${nameOf(id as string) ?? (id as string)}`,
  );
}

/** The owner's text with every `{user}` as the mention of `userId`. */
function withUser(text: string, userId: string): string {
  return text.replaceAll('{user}', mention(userId));
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const isLatinWord = (word: string) => /^[a-z0-9]+$/.test(word);

/** The first filter word `content` contains (rule 2), as the owner listed it, or null. */
function filteredWord(words: readonly string[], content: string): string | null {
  const form = matchingForm(content);
  for (const word of words) {
    const wordForm = matchingForm(word.trim());
    if (wordForm === '') continue;
    const found = isLatinWord(wordForm)
      ? new RegExp(`(?<!\\p{L})${wordForm}`, 'u').test(form)
      : form.includes(wordForm);
    if (found) return word;
  }
  return null;
}

/** Case and full-width forms aside, as auto-replies compare. */
const folded = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * The message (folded) after a leading mention of the bot, `(met)id(met)` or, when the event says
 * the bot is mentioned, "@name"; null when it does not start with one.
 */
function afterMention(
  message: string,
  context: BehaviourContext,
  mentioned: boolean,
): string | null {
  const forms = [
    context.botId === undefined ? null : mention(context.botId),
    mentioned ? `@${context.botName}` : null,
  ];
  for (const form of forms) {
    const folding = form === null ? '' : folded(form);
    if (folding !== '' && message.startsWith(folding)) return message.slice(folding.length).trim();
  }
  return null;
}

/** How a member asks for a command: the prefix, or the bot's mention when there is none. */
function invocation(behaviour: Behaviour, context: BehaviourContext): string {
  return escapeKMarkdown(behaviour.prefix === '' ? `@${context.botName} ` : behaviour.prefix);
}

function builtInAnswer(command: BuiltIn, behaviour: Behaviour, context: BehaviourContext): string {
  const s = behaviourStrings[behaviour.language];
  const call = invocation(behaviour, context);
  switch (command) {
    case 'ping':
      return s.pong;
    case 'about':
      return fill(s.aboutText, { name: escapeKMarkdown(context.botName) });
    case 'help': {
      const keywords = [
        ...new Set(
          behaviour.autoReplies
            .filter((rule) => rule.keyword.trim() !== '' && rule.reply.trim() !== '')
            .map((rule) => rule.keyword.trim()),
        ),
      ].map(escapeKMarkdown);
      return [
        s.commandsTitle,
        ...builtInCommands.map((name) => `${call}${name}${s.describedAs}${s[name]}`),
        s.keywordsTitle,
        keywords.length === 0 ? s.noKeywords : keywords.join(s.listSeparator),
      ].join('\n');
    }
  }
}

const isBuiltIn = (name: string): name is BuiltIn =>
  (builtInCommands as readonly string[]).includes(name);

/**
 * The command a message gives (rule 3), or null for an ordinary message. `message` is folded;
 * `viaMention` is what follows a leading mention of the bot, if the message starts with one.
 */
function commandAnswer(
  behaviour: Behaviour,
  message: string,
  viaMention: string | null,
  context: BehaviourContext,
): BehaviourAction | null {
  const answer = (command: string, text: string): BehaviourAction => ({
    kind: 'reply',
    text,
    cause: 'command',
    command,
  });
  const builtIn = (name: BuiltIn) => answer(name, builtInAnswer(name, behaviour, context));
  if (viaMention !== null) {
    if (viaMention === '') return builtIn('help');
    const name = viaMention.split(/\s/, 1)[0];
    if (isBuiltIn(name)) return builtIn(name);
  }
  const prefix = folded(behaviour.prefix);
  if (prefix === '' || !message.startsWith(prefix)) return null;
  // The name follows the prefix at once and starts with a letter or digit.
  const name = /^[\p{L}\p{N}]\S*/u.exec(message.slice(prefix.length))?.[0];
  if (name === undefined) return null;
  if (isBuiltIn(name)) return builtIn(name);
  const help = `${invocation(behaviour, context)}help`;
  return answer(name.slice(0, 32), fill(behaviourStrings[behaviour.language].unknown, { help }));
}

/** The first auto-reply rule that matches `message` (folded; rule 4), or null. */
function autoReply(
  behaviour: Behaviour,
  message: string,
  authorId: string,
): BehaviourAction | null {
  const rule = behaviour.autoReplies.find((candidate) => {
    const keyword = folded(candidate.keyword.trim());
    if (keyword === '' || candidate.reply.trim() === '') return false;
    if (candidate.match === 'exact') return message === keyword;
    if (candidate.match === 'prefix') return message.startsWith(keyword);
    return message.includes(keyword);
  });
  return rule
    ? { kind: 'reply', text: withUser(rule.reply, authorId), cause: 'autoReply', ruleId: rule.id }
    : null;
}

/** What the bot does with one event: at most one action (the rules at the top of this file). */
export function respond(
  behaviour: Behaviour,
  input: BehaviourInput,
  context: BehaviourContext,
): BehaviourAction[] {
  if (input.kind === 'joined') {
    const { welcome } = behaviour;
    if (!welcome.enabled || welcome.message.trim() === '') return [];
    return [
      {
        kind: 'welcome',
        channelId: welcome.channelId,
        text: withUser(welcome.message, input.user.id),
      },
    ];
  }

  const { author } = input;
  const content = input.content.trim();
  if (
    author.bot ||
    (context.botId !== undefined && author.id === context.botId) ||
    content === ''
  ) {
    return [];
  }

  const { keywordFilter } = behaviour;
  if (input.channel === 'group' && keywordFilter.enabled) {
    const word = filteredWord(keywordFilter.words, content);
    if (word !== null) {
      if (keywordFilter.action === 'delete') return [{ kind: 'delete', cause: 'filter', word }];
      const text = fill(behaviourStrings[behaviour.language].warning, { user: mention(author.id) });
      return [{ kind: 'warn', text, cause: 'filter', word }];
    }
  }

  const message = folded(content);
  const viaMention = afterMention(message, context, input.mentionsBot === true);
  const action =
    commandAnswer(behaviour, message, viaMention, context) ??
    // `@Bot hello` meets the rules as `hello`.
    autoReply(behaviour, viaMention ?? message, author.id);
  return action ? [action] : [];
}
