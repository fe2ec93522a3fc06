// The Health tab's incidents: the open ones first, however many have ended since, then the history
// newest first, a page at a time with Load older at the foot as the app's other lists have it. Each
// its title, Ongoing or Resolved, when (one moment if it ended as it began), what happened in plain
// words with its figures and, while it lasts, what to do (the words shared with the bell).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Incident } from '../../api/schemas';
import { EmptyState } from '../../components/EmptyState';
import { alertWords } from '../../lib/alertWords';
import { formatDateTime, formatDateTimeRange } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';

function IncidentRow({ incident }: { incident: Incident }) {
  const { t, i18n } = useTranslation('botHealth');
  const words = alertWords(t, incident.kind, incident.params);
  const ongoing = incident.endedAt === null;
  const started = formatDateTime(incident.startedAt, i18n.language);
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'block', py: 1.5 }}
      aria-label={`${words.title}, ${started}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {words.title}
        </Typography>
        <Chip
          size="small"
          color={ongoing ? 'error' : 'default'}
          label={ongoing ? t('incident.ongoing') : t('incident.resolved')}
        />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {incident.endedAt === null
          ? t('incident.since', { time: started })
          : formatDateTimeRange(incident.startedAt, incident.endedAt, i18n.language)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {words.what}
      </Typography>
      {ongoing && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <strong>{t('incident.todo')}</strong> {words.todo}
        </Typography>
      )}
    </ListItem>
  );
}

/** Resolved incidents shown at first, and added by each Load older. */
const HISTORY_PAGE = 10;

/** The open incidents first, however many newer ones have ended since; then the rest, newest first. */
function openFirst(incidents: readonly Incident[]): Incident[] {
  return [
    ...incidents.filter((incident) => incident.endedAt === null),
    ...incidents.filter((incident) => incident.endedAt !== null),
  ];
}

export function IncidentList({ incidents }: { incidents: Incident[] }) {
  const { t } = useTranslation('botHealth');
  const [historyShown, setHistoryShown] = useState(HISTORY_PAGE);
  const ordered = openFirst(incidents);
  const open = ordered.filter((incident) => incident.endedAt === null).length;
  const shown = ordered.slice(0, open + historyShown);
  return (
    <>
      <Typography component="h3" variant="subtitle1" id="health-incidents-title">
        {t('incidents')}
      </Typography>
      {incidents.length === 0 ? (
        <EmptyState title={t('noIncidents')} />
      ) : (
        <List aria-labelledby="health-incidents-title" disablePadding>
          {shown.map((incident) => (
            <IncidentRow key={incident.id} incident={incident} />
          ))}
        </List>
      )}
      {shown.length < ordered.length && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => {
              setHistoryShown((count) => count + HISTORY_PAGE);
            }}
          >
            {t('loadOlder')}
          </Button>
        </Box>
      )}
    </>
  );
}
