// The long description in Markdown: a Write tab with the text, and a Preview tab drawn the way the
// bot page draws it (the Markdown code loads with the first preview). The same field serves the
// primary description and the other language's (docs/product.md §8.6).
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { limits } from '../../api/constants';
import { FormTextField } from '../../components/form/FormTextField';
import { useTranslation } from '../../lib/useTranslation';
import type { Language } from '../../lib/language';
import type { BotFormValues } from './botFormValues';
import { SectionHeading } from './SectionHeading';
import { TabBar } from '../../components/TabBar';

type DescriptionName = 'description' | 'translation.description';

const SafeMarkdown = lazy(
  () => import(/* webpackChunkName: "markdown" */ '../../components/SafeMarkdown'),
);

type View = 'write' | 'preview';
const views: readonly View[] = ['write', 'preview'];

function DescriptionPreview({ name }: { name: DescriptionName }) {
  const { t } = useTranslation('botEditor');
  const description = useWatch<BotFormValues, DescriptionName>({ name });
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

interface Props {
  name?: DescriptionName;
  /** The field's label (and the tabs' name); the primary description's by default. */
  label?: string;
  /** The language the text is in, when it is not the page's (the other language's listing). */
  lang?: Language;
  /** A heading of its own; the other language's description sits in that listing's section. */
  heading?: boolean;
  /** The other language's name, so its tabs are told from the primary description's. */
  languageName?: string;
}

export function DescriptionField({
  name = 'description',
  label,
  lang,
  heading = name === 'description',
  languageName,
}: Props) {
  const { t } = useTranslation('botEditor');
  const { control } = useFormContext<BotFormValues>();
  const [view, setView] = useState<View>('write');
  const id = name === 'description' ? 'description' : 'translation-description';
  const fieldLabel = label ?? t('fields.description');
  return (
    <>
      {heading && <SectionHeading>{t('sections.description')}</SectionHeading>}
      <Box>
        <TabBar
          label={fieldLabel}
          value={view}
          onChange={(value) => setView(value === 'preview' ? 'preview' : 'write')}
          tabs={views.map((value) => ({
            value,
            label: t(`fields.${value}`),
            name: languageName
              ? t('fields.tabIn', { view: t(`fields.${value}`), language: languageName })
              : undefined,
            id: `${id}-tab-${value}`,
            controls: `${id}-panel-${value}`,
          }))}
        />
        <Box
          role="tabpanel"
          id={`${id}-panel-write`}
          aria-labelledby={`${id}-tab-write`}
          hidden={view !== 'write'}
          sx={{ pt: 2 }}
        >
          <FormTextField
            control={control}
            name={name}
            label={fieldLabel}
            slotProps={lang ? { htmlInput: { lang } } : undefined}
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
            id={`${id}-panel-preview`}
            aria-labelledby={`${id}-tab-preview`}
            lang={lang}
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
            <DescriptionPreview name={name} />
          </Box>
        )}
      </Box>
    </>
  );
}
