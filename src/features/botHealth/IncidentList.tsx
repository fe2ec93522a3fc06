// The Health tab's incidents: each its title, Ongoing or Resolved, when, what happened in plain
// words with its figures and, while it lasts, what to do (the words shared with the bell).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Incident } from '../../api/schemas';
import { EmptyState } from '../../components/EmptyState';
import { alertWords } from '../../lib/alertWords';
import { formatDateTime } from '../../lib/formatDate';
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
          : t('incident.between', {
              from: started,
              to: formatDateTime(incident.endedAt, i18n.language),
            })}
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

export function IncidentList({ incidents }: { incidents: Incident[] }) {
  const { t } = useTranslation('botHealth');
  return (
    <>
      <Typography component="h3" variant="subtitle1" id="health-incidents-title">
        {t('incidents')}
      </Typography>
      {incidents.length === 0 ? (
        <EmptyState title={t('noIncidents')} />
      ) : (
        <List aria-labelledby="health-incidents-title" disablePadding>
          {incidents.map((incident) => (
            <IncidentRow key={incident.id} incident={incident} />
          ))}
        </List>
      )}
    </>
  );
}
