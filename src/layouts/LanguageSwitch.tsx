// Switches the UI language; the choice is remembered (lib/i18n.ts).
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from '../lib/useTranslation';
import { lazyWhen } from '../lib/lazyWhen';

const LanguageMenu = lazyWhen(() => import(/* webpackChunkName: "shell-menus" */ './LanguageMenu'));

export function LanguageSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('settings.language')}
        title={t('settings.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <LanguageMenu when={anchor !== null} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
