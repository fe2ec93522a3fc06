// Badges for the bot's owner to embed (docs/product.md §8.2): status, servers and measured uptime
// as images the front server draws (`/badge/:id/:kind.svg`), each with its Markdown or HTML snippet
// to copy. Loaded with its own chunk, for the owner only. Where nothing draws badges (the app on a
// plain static host), the previews fail to load and the section steps aside rather than offer
// snippets that would show broken images.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { paths } from '../../kernel/paths';
import { useTranslation } from '../../lib/useTranslation';
import { useCopy } from '../notices';
import { SectionTitle } from './SectionTitle';

const KINDS = ['status', 'servers', 'uptime'] as const;
type Kind = (typeof KINDS)[number];
type Format = 'markdown' | 'html';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/**
 * Text as it reads inside a Markdown image's brackets: every character CommonMark would take as
 * syntax there (brackets, a backslash, raw HTML's `<` and `>`, an entity's `&`, code and emphasis
 * marks) backslash-escaped, so a bot's name shows as it is written.
 */
const escapeMarkdown = (text: string) => text.replace(/[\\[\]<>&`*_]/g, '\\$&');

/** The snippet for one badge: the image, linking to the bot's page. */
function badgeSnippet(format: Format, image: string, page: string, alt: string): string {
  return format === 'markdown'
    ? `[![${escapeMarkdown(alt)}](${image})](${page})`
    : `<a href="${escapeAttribute(page)}"><img src="${escapeAttribute(image)}" alt="${escapeAttribute(alt)}" height="20"></a>`;
}

interface Props {
  botId: string;
  botName: string;
}

export default function BadgeSnippets({ botId, botName }: Props) {
  const { t, i18n } = useTranslation('bot');
  const copy = useCopy('bot');
  const [format, setFormat] = useState<Format>('markdown');
  const [unavailable, setUnavailable] = useState(false);
  if (unavailable) return null;

  const { origin } = window.location;
  const page = `${origin}${paths.bot.to(botId)}`;
  const image = (kind: Kind) =>
    `${origin}/badge/${encodeURIComponent(botId)}/${kind}.svg${
      i18n.language === 'zh-CN' ? '?lang=zh-CN' : ''
    }`;

  return (
    <section className="bd-section" aria-labelledby="bot-badges-heading">
      <SectionTitle id="bot-badges-heading" gutter={1}>
        {t('badges.title')}
      </SectionTitle>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('badges.intro')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={format}
        aria-label={t('badges.format')}
        onChange={(_event, value: Format | null) => {
          if (value) setFormat(value);
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="markdown" sx={{ px: 2, textTransform: 'none' }}>
          Markdown
        </ToggleButton>
        <ToggleButton value="html" sx={{ px: 2, textTransform: 'none' }}>
          HTML
        </ToggleButton>
      </ToggleButtonGroup>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {KINDS.map((kind) => {
          const alt = t(`badges.alt.${kind}`, { name: botName });
          const snippet = badgeSnippet(format, image(kind), page, alt);
          return (
            <Box component="li" key={kind} aria-label={t(`badges.kinds.${kind}`)}>
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}
              >
                <Typography variant="subtitle2" component="h3" sx={{ minWidth: 72 }}>
                  {t(`badges.kinds.${kind}`)}
                </Typography>
                <img src={image(kind)} alt={alt} height={20} onError={() => setUnavailable(true)} />
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  flexWrap: { xs: 'wrap', sm: 'nowrap' },
                }}
              >
                <Box
                  component="code"
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    display: 'block',
                    p: 1,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    fontSize: 13,
                    fontFamily: 'monospace',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {snippet}
                </Box>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<ContentCopyIcon />}
                  aria-label={t('badges.copyLabel', { badge: t(`badges.kinds.${kind}`) })}
                  onClick={() =>
                    void copy(snippet, { copied: 'badges.copied', failed: 'badges.copyFailed' })
                  }
                  sx={{ flexShrink: 0 }}
                >
                  {t('badges.copy')}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
    </section>
  );
}
