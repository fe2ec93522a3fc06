// The language menu, loaded on first use.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../lib/useTranslation';
import { LANGUAGES, changeLanguage } from '../lib/i18n';

export default function LanguageMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Menu id="language-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((lang) => (
        <MenuItem
          key={lang}
          lang={lang}
          selected={i18n.language === lang}
          onClick={() => {
            changeLanguage(lang);
            onClose();
          }}
        >
          {t(`settings.languages.${lang}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
