// Light/dark switch over a scheme that follows the system until the user picks one.
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { chosenScheme } from '../app/colorScheme';
import { useHydrated } from '../lib/useHydrated';
import { useTranslation } from '../lib/useTranslation';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { mode, systemMode, setMode } = useColorScheme();
  // The server knows only a chosen scheme (its cookie), not the system's: until hydration has
  // ended the icon says what the server said.
  const hydrated = useHydrated();
  const effective = !hydrated ? chosenScheme() : mode === 'system' ? systemMode : mode;
  const dark = effective === 'dark';
  const label = dark ? t('settings.themeDark') : t('settings.themeLight');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
