// One entry of the Activity tab: who did what (a sentence), when (relative, the exact time on
// hover), and what changed, field by field: before → after, or "replaced" for a secret. Values are
// text, never HTML, and wrap anywhere so a long one never widens the page.
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ActivityChange, ActivityEntry, ActivityUser } from '../../api/schemas';
import { srOnly } from '../../components/srOnly';
import { formatRelative } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';
import { displayValue } from './activityValue';
import { dateTimeFormat } from '../../lib/intl';

const nameOf = (user: ActivityUser) => `${user.username}#${user.identifyNum}`;

/** The entry's sentence's key: a member who removed themselves left. */
function sentenceKey(entry: ActivityEntry): string {
  if (entry.kind === 'member.removed' && entry.member?.id === entry.actor.id) {
    return 'kind.member.left';
  }
  return `kind.${entry.kind}`;
}

const valueSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0 } as const;

/** The tag catalogue in the reader's language (id → name), for a change of tags. */
type TagNames = ReadonlyMap<string, string>;

interface ValueProps {
  field: string;
  value: string | null;
  kind: 'before' | 'after';
  tagNames: TagNames;
}

function Value({ field, value, kind, tagNames }: ValueProps) {
  const { t, i18n } = useTranslation('botActivity');
  return (
    <Box
      component={kind === 'before' ? 'del' : 'ins'}
      sx={{
        ...valueSx,
        textDecoration: kind === 'before' ? 'line-through' : 'none',
        color: kind === 'before' ? 'text.secondary' : 'text.primary',
        fontStyle: value === null ? 'italic' : 'normal',
      }}
    >
      {value === null ? t('empty_value') : displayValue(t, field, value, i18n.language, tagNames)}
    </Box>
  );
}

function Change({ change, tagNames }: { change: ActivityChange; tagNames: TagNames }) {
  const { t } = useTranslation('botActivity');
  const field = t(`field.${change.field}`, { defaultValue: change.field });
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {field}:
      </Typography>
      {'replaced' in change ? (
        <Typography component="span" variant="body2" color="textSecondary">
          {t('replaced')}
        </Typography>
      ) : (
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }}
        >
          <Value field={change.field} value={change.before} kind="before" tagNames={tagNames} />
          <span aria-hidden="true">→</span>
          <Box component="span" sx={srOnly}>
            {t('changedTo')}
          </Box>
          <Value field={change.field} value={change.after} kind="after" tagNames={tagNames} />
        </Typography>
      )}
    </Box>
  );
}

interface Props {
  entry: ActivityEntry;
  now: number;
  tagNames: TagNames;
}

export function ActivityEntryRow({ entry, now, tagNames }: Props) {
  const { t, i18n } = useTranslation('botActivity');
  const exact = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(entry.at),
  );
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
        <Typography sx={{ overflowWrap: 'anywhere', flex: '1 1 200px', minWidth: 0 }}>
          {t(sentenceKey(entry), {
            actor: nameOf(entry.actor),
            member: entry.member ? nameOf(entry.member) : '',
          })}
        </Typography>
        <Typography
          variant="body2"
          color="textSecondary"
          component="time"
          dateTime={entry.at}
          title={exact}
        >
          {formatRelative(entry.at, i18n.language, now)}
        </Typography>
      </Box>
      {entry.changes.length > 0 && (
        <Box
          component="ul"
          aria-label={t('changesLabel')}
          sx={{ m: 0, mt: 0.5, pl: 2, display: 'grid', gap: 0.5, minWidth: 0 }}
        >
          {entry.changes.map((change) => (
            <Change key={change.field} change={change} tagNames={tagNames} />
          ))}
        </Box>
      )}
    </ListItem>
  );
}
