// A form a viewer (a co-owner who reads) cannot change (docs/product.md §8.7, co-owners): first a
// note saying so and who can, then the form in a disabled fieldset, so every field and button in
// it is out of reach, and the fields the fieldset cannot reach (MUI's selects and pickers, which are
// not form controls) are told through `ReadOnlyContext`. One note and one set of words for every
// such form: Configure's settings, the bot's profile, the Health tab's policy.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { registerTranslations } from '../../lib/i18n';
import { useTranslation } from '../../lib/useTranslation';
import en from '../../locales/en-US/viewer.json';
import zh from '../../locales/zh-CN/viewer.json';
import { ReadOnlyContext } from './readOnly';

registerTranslations('viewer', { 'en-US': en, 'zh-CN': zh });

const fieldset = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

interface Props {
  /** The user may only read the form (a viewer). */
  readOnly: boolean;
  /** What the form holds, for the note: `viewer:<what>`. */
  what: keyof typeof en;
  /** Space below the note (theme spacing), where the form has no gap of its own. */
  mb?: number;
  children: ReactNode;
}

export function ViewerFieldset({ readOnly, what, mb, children }: Props) {
  const { t } = useTranslation('viewer');
  return (
    <>
      {readOnly && (
        <Alert severity="info" sx={{ mb }}>
          {t(what)}
        </Alert>
      )}
      <ReadOnlyContext value={readOnly}>
        <Box component="fieldset" disabled={readOnly} sx={fieldset}>
          {children}
        </Box>
      </ReadOnlyContext>
    </>
  );
}
