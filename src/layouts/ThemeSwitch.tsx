// Light/dark switch over a scheme that follows the system until the user picks one.
import { useColorScheme } from '@mui/material/styles';
import { chosenScheme } from '../app/colorScheme';
import { useHydrated } from '../lib/useHydrated';
import { useTranslation } from '../lib/useTranslation';
import { PathIcon } from '../components/PathIcon';

/** Material's "dark mode" and "light mode" icons: what a press switches to. */
const DARK_MODE =
  'M12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9c0-.46-.04-.92-.1-1.36-.98 1.37-2.58 2.26-4.4 2.26-2.98 0-5.4-2.42-5.4-5.4 0-1.81.89-3.42 2.26-4.4-.44-.06-.9-.1-1.36-.1';
const LIGHT_MODE =
  'M12 7c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5M2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1m18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1M11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1m0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1M5.99 4.58c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41zm12.37 12.37c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0 .39-.39.39-1.03 0-1.41zm1.06-10.96c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0zM7.05 18.36c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0z';

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
    <button
      type="button"
      className="bd-icon-button bd-inherit"
      aria-label={label}
      title={label}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      <PathIcon d={dark ? LIGHT_MODE : DARK_MODE} />
    </button>
  );
}
