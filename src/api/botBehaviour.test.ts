import {
  behaviourStrings,
  displayText,
  escapeKMarkdown,
  respond,
  type Behaviour,
  type BehaviourAction,
  type BehaviourInput,
} from './botBehaviour';

const base: Behaviour = {
  prefix: '!',
  language: 'en-US',
  welcome: { enabled: true, channelId: '123456', message: 'Welcome {user}!' },
  autoReplies: [
    { id: 'r1', keyword: 'hello', match: 'contains', reply: 'Hi {user}' },
    { id: 'r2', keyword: 'Rules', match: 'exact', reply: 'Read #rules' },
    { id: 'r3', keyword: 'price', match: 'prefix', reply: 'It is free' },
    { id: 'r4', keyword: 'hello world', match: 'exact', reply: 'never reached: r1 is first' },
  ],
  keywordFilter: { enabled: true, words: ['spam', '广告'], action: 'delete' },
};
const context = { botName: 'Aki', botId: '999' };
const author = { id: '42', username: 'Mika', bot: false };

function say(
  content: string,
  behaviour: Partial<Behaviour> = {},
  extra: Partial<Extract<BehaviourInput, { kind: 'message' }>> = {},
): BehaviourAction[] {
  return respond(
    { ...base, ...behaviour },
    { kind: 'message', channel: 'group', content, author, ...extra },
    context,
  );
}

/** The text of the one action the event gave ('' for none, or one without text). */
const textOf = (actions: BehaviourAction[]) => {
  expect(actions.length).toBeLessThanOrEqual(1);
  const action = actions.at(0);
  return action !== undefined && 'text' in action ? action.text : '';
};

const reply = (text: string, more: Partial<BehaviourAction>) => [{ kind: 'reply', text, ...more }];

describe('respond: commands', () => {
  const help = [
    'Commands:',
    '!help – lists the commands',
    '!ping – checks that the bot answers',
    '!about – about this bot',
    'Auto-reply keywords:',
    'hello, Rules, price, hello world',
  ].join('\n');

  it.each([
    ['!ping', 'Pong!', 'ping'],
    ['  !PING  ', 'Pong!', 'ping'],
    ['!ping extra words', 'Pong!', 'ping'],
    ['!about', 'Aki is a KOOK bot hosted on Botdeck.', 'about'],
    ['!help', help, 'help'],
    ['!dance now', 'Unknown command. Try !help.', 'dance'],
    ['！ping', 'Pong!', 'ping'], // a full-width prefix reads as the prefix
  ])('%j answers %j', (content, text, command) => {
    expect(say(content)).toEqual(reply(text, { cause: 'command', command }));
  });

  it.each([
    ['zh-CN', '!ping', 'Pong！'],
    ['zh-CN', '!about', 'Aki 是托管在 Botdeck 上的 KOOK 机器人。'],
    ['zh-CN', '!nope', '未知指令，试试 !help。'],
    [
      'zh-CN',
      '!help',
      '指令：\n!help：列出所有指令\n!ping：检查机器人是否在线\n!about：关于这个机器人\n自动回复关键词：\n暂无',
    ],
  ] as const)('in %s, %j answers %j', (language, content, text) => {
    const [action] = say(content, { language, autoReplies: [] });
    expect(action).toMatchObject({ kind: 'reply', text, cause: 'command' });
  });

  it.each(['! help', '!!!', '!', 'help', 'say !ping'])(
    '%j is no command (and meets no rule)',
    (content) => {
      expect(say(content)).toEqual([]);
    },
  );

  it('escapes the prefix, the keywords and the name it echoes, and lists each keyword once', () => {
    const behaviour = {
      prefix: '>',
      autoReplies: [
        { id: 'a', keyword: '**hi**', match: 'exact', reply: 'x' },
        { id: 'b', keyword: '**hi**', match: 'contains', reply: 'y' },
        { id: 'c', keyword: 'blank reply', match: 'exact', reply: ' ' },
      ],
    } satisfies Partial<Behaviour>;
    const helpText = textOf(say('>help', behaviour));
    expect(helpText).toContain('\\>ping – ');
    expect(helpText).toMatch(/\n\\\*\\\*hi\\\*\\\*$/);
    expect(say('>x', behaviour)).toEqual(
      reply('Unknown command. Try \\>help.', { cause: 'command', command: 'x' }),
    );
    const [about] = respond(
      base,
      { kind: 'message', channel: 'group', content: '!about', author },
      {
        botName: '[Aki](https://evil.example)',
      },
    );
    expect(about).toMatchObject({
      text: '\\[Aki\\]\\(https\\://evil.example\\) is a KOOK bot hosted on Botdeck.',
    });
  });

  describe('with an empty prefix, or through a mention of the bot', () => {
    it.each([
      ['(met)999(met) ping', {}, 'ping', 'Pong!'],
      ['(met)999(met)', {}, 'help', '@Aki help – '],
      ['@aki about', { mentionsBot: true }, 'about', 'Aki is a KOOK bot hosted on Botdeck.'],
    ])('%j answers', (content, extra, command, text) => {
      const actions = say(content, { prefix: '' }, extra);
      expect(actions).toMatchObject([{ kind: 'reply', cause: 'command', command }]);
      expect(textOf(actions)).toContain(text);
    });

    it('keeps the prefix when there is one', () => {
      expect(textOf(say('(met)999(met)', {}))).toContain('\n!help – ');
    });

    it('treats an unknown name after a mention as an ordinary message', () => {
      expect(say('(met)999(met) hello', { prefix: '' })).toEqual(
        reply('Hi (met)42(met)', { cause: 'autoReply', ruleId: 'r1' }),
      );
      expect(say('(met)999(met) Rules')).toEqual(
        reply('Read #rules', { cause: 'autoReply', ruleId: 'r2' }),
      );
      expect(say('(met)999(met) dance')).toEqual([]);
      // Without the bot's own mention, "@Aki" is only text.
      expect(say('@Aki ping', { prefix: '' })).toEqual([]);
    });

    it('answers no command without a prefix or a mention', () => {
      for (const content of ['help', 'ping', '!ping']) {
        expect(say(content, { prefix: '', autoReplies: [] })).toEqual([]);
      }
    });
  });
});

describe('respond: auto-replies', () => {
  it.each([
    ['hello there', 'r1', 'Hi (met)42(met)'],
    ['Oh HELLO', 'r1', 'Hi (met)42(met)'],
    ['ｈｅｌｌｏ', 'r1', 'Hi (met)42(met)'],
    ['  rules ', 'r2', 'Read #rules'],
    ['PRICE list?', 'r3', 'It is free'],
    ['hello world', 'r1', 'Hi (met)42(met)'], // the first matching rule wins
  ])('%j meets %s', (content, ruleId, text) => {
    expect(say(content)).toEqual(reply(text, { cause: 'autoReply', ruleId }));
  });

  it.each(['the rules', 'rules!', 'what price', 'hell o'])('%j meets none', (content) => {
    expect(say(content)).toEqual([]);
  });

  it('skips a rule with a blank keyword or reply, and answers in a DM too', () => {
    const autoReplies = [
      { id: 'blank', keyword: '  ', match: 'contains', reply: 'never' },
      { id: 'noReply', keyword: 'hello', match: 'contains', reply: '' },
      { id: 'ok', keyword: 'hello', match: 'contains', reply: '{user}, {user}' },
    ] satisfies Behaviour['autoReplies'];
    expect(say('hello', { autoReplies }, { channel: 'direct' })).toEqual(
      reply('(met)42(met), (met)42(met)', { cause: 'autoReply', ruleId: 'ok' }),
    );
  });
});

describe('respond: keyword filter', () => {
  it.each([
    ['buy SPAM now', 'spam'],
    ['ｓｐａｍ', 'spam'],
    ['s p a m', 'spam'],
    ['sp\u200Bam', 'spam'],
    ['ѕрам', 'spam'], // Cyrillic look-alikes
    ['spammer', 'spam'],
    ['这是广 告', '广告'],
    ['!ping spam', 'spam'], // before commands
    ['hello spam', 'spam'], // before auto-replies
  ])('%j is deleted for %j', (content, word) => {
    expect(say(content)).toEqual([{ kind: 'delete', cause: 'filter', word }]);
  });

  it.each(['antispam', 'a spa meeting'])('%j passes', (content) => {
    expect(say(content, { autoReplies: [] })).toEqual([]);
  });

  it.each([
    ['en-US', '(met)42(met) please mind your words'],
    ['zh-CN', '(met)42(met) 请注意言辞'],
  ] as const)('warns in %s instead of deleting, without repeating the word', (language, start) => {
    const actions = say('SPAM', {
      language,
      keywordFilter: { ...base.keywordFilter, action: 'warn' },
    });
    expect(actions).toMatchObject([{ kind: 'warn', cause: 'filter', word: 'spam' }]);
    expect(textOf(actions).startsWith(start)).toBe(true);
    expect(textOf(actions)).not.toMatch(/spam/i);
  });

  it('does nothing when off, and nothing in a DM', () => {
    const off = { keywordFilter: { ...base.keywordFilter, enabled: false } };
    expect(say('spam hello', off)).toEqual(
      reply('Hi (met)42(met)', { cause: 'autoReply', ruleId: 'r1' }),
    );
    expect(say('spam', {}, { channel: 'direct' })).toEqual([]);
    expect(say('spam', { keywordFilter: { ...base.keywordFilter, words: [' '] } })).toEqual([]);
  });
});

describe('respond: who and what is ignored', () => {
  it.each([
    ['a bot', { author: { ...author, bot: true } }, '!ping'],
    ['the bot itself', { author: { ...author, id: '999' } }, 'hello'],
    ['blank text', {}, '   '],
  ])('ignores %s', (_, extra, content) => {
    expect(say(content, {}, extra)).toEqual([]);
  });

  it.each([
    ['a bot', { author: { ...author, bot: true } }],
    ['the bot itself', { author: { ...author, id: '999' } }],
  ])('filters nothing from %s', (_, extra) => {
    expect(say('spam', {}, extra)).toEqual([]);
  });
});

describe('respond: welcome', () => {
  const join = (welcome: Partial<Behaviour['welcome']>) =>
    respond(
      { ...base, welcome: { ...base.welcome, ...welcome } },
      { kind: 'joined', user: { id: '7', username: 'Nao' } },
      context,
    );

  it.each([
    [{}, [{ kind: 'welcome', channelId: '123456', text: 'Welcome (met)7(met)!' }]],
    [{ channelId: '' }, [{ kind: 'welcome', channelId: '', text: 'Welcome (met)7(met)!' }]],
    [{ enabled: false }, []],
    [{ message: '  ' }, []],
  ])('%j gives %j', (welcome, actions) => {
    expect(join(welcome)).toEqual(actions);
  });
});

describe('text helpers', () => {
  it('escapes KMarkdown so that displayText reads back the original', () => {
    const original = '**x** ~~y~~ (met)1(met) [a](http://b) `c` > d --- :e: \\f';
    expect(displayText(escapeKMarkdown(original), () => 'no')).toBe(original);
  });

  it('shows mentions by name, and an unknown one by id', () => {
    const names: Record<string, string> = { '42': 'Mika' };
    expect(displayText('Hi (met)42(met) and (met)5(met) (met)all(met)', (id) => names[id])).toBe(
      'Hi @Mika and @5 @all',
    );
  });

  it('has every string in both languages', () => {
    expect(Object.keys(behaviourStrings['zh-CN']).sort()).toEqual(
      Object.keys(behaviourStrings['en-US']).sort(),
    );
  });
});
