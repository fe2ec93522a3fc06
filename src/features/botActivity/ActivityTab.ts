// What opening the Activity tab loads: its strings, its saga (the slice injects itself) and panel.
import { injectSaga } from '../../kernel/sagas';
import { registerTranslations } from '../../lib/i18n';
import en from '../../locales/en-US/botActivity.json';
import zh from '../../locales/zh-CN/botActivity.json';
import { botActivitySaga } from './botActivitySaga';

registerTranslations('botActivity', { 'en-US': en, 'zh-CN': zh });
injectSaga(botActivitySaga);

export { default } from './ActivityPanel';
