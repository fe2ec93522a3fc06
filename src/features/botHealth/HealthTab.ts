// What opening the Health tab loads: its strings, its saga (the slice injects itself) and panel.
import { injectSaga } from '../../kernel/sagas';
import { registerTranslations } from '../../lib/i18n';
import en from '../../locales/en-US/botHealth.json';
import zh from '../../locales/zh-CN/botHealth.json';
import { botHealthSaga } from './botHealthSaga';

registerTranslations('botHealth', { 'en-US': en, 'zh-CN': zh });
injectSaga(botHealthSaga);

export { default } from './HealthPanel';
