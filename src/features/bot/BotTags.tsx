// A bot's tags as links to the directory filtered by each, named from the shared catalogue in the
// reader's language (an id the catalogue lacks is shown as it is); Retry when the catalogue could not be loaded.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../kernel/paths';
import { useAppDispatch, useDeferredSelector } from '../../kernel/hooks';
import { useTranslation } from '../../lib/useTranslation';
import { selectTagCatalogue, tagsRequest, useTagNames } from '../tags';
import { describeFailure } from '../../components/describeFailure';
import { TagChip } from '../../components/TagChip';

export function BotTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('bot');
  const dispatch = useAppDispatch();
  const { data: tagCatalogue, error: tagsError } = useDeferredSelector(selectTagCatalogue);
  const tagNames = useTagNames(tagCatalogue);
  if (tags.length === 0) return null;

  return (
    <>
      <ul aria-label={t('tags')} className="bd-bot-tags">
        {tags.map((tag) => (
          <li key={tag}>
            <TagChip
              to={paths.directory.to(`tag=${encodeURIComponent(tag)}`)}
              label={tagNames.get(tag) ?? tag}
            />
          </li>
        ))}
      </ul>
      {tagsError && !tagCatalogue && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="error">
            {t('tagsFailed', { message: describeFailure(t, tagsError).sentence })}
          </Typography>
          <Button size="small" onClick={() => dispatch(tagsRequest())}>
            {t('error.retry', { ns: 'common' })}
          </Button>
        </Box>
      )}
    </>
  );
}
