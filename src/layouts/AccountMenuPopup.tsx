// The avatar menu's entries, loaded on first use.
import { paths } from '../kernel/paths';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../lib/useTranslation';

interface Props {
  anchor: HTMLElement | null;
  name: string;
  onClose: () => void;
  onLogout: () => void;
}

export default function AccountMenuPopup({ anchor, name, onClose, onLogout }: Props) {
  const { t } = useTranslation();
  return (
    // In place rather than portalled to <body>, so the open menu stays inside the app bar's
    // banner landmark (axe region).
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      disablePortal
    >
      {name && (
        // The user's name as KOOK gives it, whole: a long one wraps instead of being cut off.
        <MenuItem disabled sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {name}
        </MenuItem>
      )}
      {name && <Divider />}
      <MenuItem component={RouterLink} to={paths.home.to()} onClick={onClose}>
        {t('nav.home')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.pay.to()} onClick={onClose}>
        {t('nav.billing')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {t('nav.logOut')}
      </MenuItem>
    </Menu>
  );
}
