// "New bot", next to the page's title: a link to the create form while the plan has room, disabled
// (and described by the profile card's reason) at or over the plan's limit, and while the bots load.
import { paths } from '../../kernel/paths';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../api/schemas';
import { useAppSelector } from '../../kernel/hooks';
import { useTranslation } from '../../lib/useTranslation';
import { selectAtBotLimit, selectMyBots } from './myBotsSlice';

interface Props {
  user: User;
  /** The id of the text that says why it is disabled at the limit. */
  reasonId: string;
}

export function NewBotButton({ user, reasonId }: Props) {
  const { t } = useTranslation('home');
  const bots = useAppSelector(selectMyBots);
  const atLimit = useAppSelector((state) => selectAtBotLimit(state, user.plan.botLimit));
  if (bots === null || atLimit) {
    return (
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        disabled
        aria-describedby={atLimit ? reasonId : undefined}
        sx={{ flexShrink: 0 }}
      >
        {t('bots.new')}
      </Button>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={paths.newBot.to()}
      variant="contained"
      startIcon={<AddIcon />}
      sx={{ flexShrink: 0 }}
    >
      {t('bots.new')}
    </Button>
  );
}
