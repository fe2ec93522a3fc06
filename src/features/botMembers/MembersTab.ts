// What opening the Members tab loads: its strings, its saga (the slice injects itself) and panel.
import { injectSaga } from '../../kernel/sagas';
import { registerTranslations } from '../../lib/i18n';
import en from '../../locales/en-US/botMembers.json';
import zh from '../../locales/zh-CN/botMembers.json';
import { botMembersSaga } from './botMembersSaga';

registerTranslations('botMembers', { 'en-US': en, 'zh-CN': zh });
injectSaga(botMembersSaga);

export { default } from './MembersPanel';
