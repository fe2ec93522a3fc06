// The way back to the bot list, above both bot form pages.
import { paths } from '../../kernel/paths';
import { BackButton } from '../../components/BackButton';
import { useTranslation } from '../../lib/useTranslation';

export function BackToBots() {
  const { t } = useTranslation('botEditor');
  return <BackButton to={paths.home.to()}>{t('backToBots')}</BackButton>;
}
