// The owner's description of the bot: Markdown, made safe, or a line saying there is none.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SafeMarkdown from '../../components/SafeMarkdown';
import { useTranslation } from '../../lib/useTranslation';
import { SectionTitle, sectionPadding } from './SectionTitle';

export function AboutSection({ description }: { description: string }) {
  const { t } = useTranslation('bot');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="bot-about-heading"
      sx={sectionPadding}
    >
      <SectionTitle id="bot-about-heading" gutter={1.5}>
        {t('description.heading')}
      </SectionTitle>
      {description.trim() ? (
        <SafeMarkdown headingLevel={3}>{description}</SafeMarkdown>
      ) : (
        <Typography color="textSecondary">{t('description.empty')}</Typography>
      )}
    </Paper>
  );
}
