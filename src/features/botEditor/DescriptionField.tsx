// The long description in Markdown: a Write tab with the text, and a Preview tab drawn the way the
// bot page draws it (the Markdown code loads with the first preview).
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { limits } from '../../api/constants';
import { FormTextField } from '../../components/form/FormTextField';
import { useTranslation } from '../../lib/useTranslation';
import type { BotFormValues } from './botFormValues';
import { SectionHeading } from './SectionHeading';

const SafeMarkdown = lazy(
  () => import(/* webpackChunkName: "markdown" */ '../../components/SafeMarkdown'),
);

type View = 'write' | 'preview';
const views: readonly View[] = ['write', 'preview'];

function DescriptionPreview() {
  const { t } = useTranslation('botEditor');
  const description = useWatch<BotFormValues, 'description'>({ name: 'description' });
  if (description.trim() === '') {
    return <Typography color="textSecondary">{t('fields.previewEmpty')}</Typography>;
  }
  return (
    <Suspense
      fallback={
        <Box aria-label={t('fields.previewLoading')}>
          <Skeleton />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </Box>
      }
    >
      <SafeMarkdown headingLevel={3}>{description}</SafeMarkdown>
    </Suspense>
  );
}

export function DescriptionField() {
  const { t } = useTranslation('botEditor');
  const { control } = useFormContext<BotFormValues>();
  const [view, setView] = useState<View>('write');
  return (
    <>
      <SectionHeading>{t('sections.description')}</SectionHeading>
      <Box>
        <Tabs
          value={view}
          onChange={(_event, value: View) => setView(value)}
          aria-label={t('fields.description')}
        >
          {views.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`fields.${value}`)}
              id={`description-tab-${value}`}
              aria-controls={`description-panel-${value}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="description-panel-write"
          aria-labelledby="description-tab-write"
          hidden={view !== 'write'}
          sx={{ pt: 2 }}
        >
          <FormTextField
            control={control}
            name="description"
            label={t('fields.description')}
            hint={t('fields.descriptionHelp')}
            max={limits.description.max}
            liveCount
            multiline
            minRows={8}
            maxRows={24}
            fullWidth
          />
        </Box>
        {view === 'preview' && (
          <Box
            role="tabpanel"
            id="description-panel-preview"
            aria-labelledby="description-tab-preview"
            sx={{
              mt: 2,
              p: 2,
              minHeight: 160,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflowWrap: 'anywhere',
            }}
          >
            <DescriptionPreview />
          </Box>
        )}
      </Box>
    </>
  );
}
