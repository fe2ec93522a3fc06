// The navigation drawer for narrow screens, loaded on first use: the app's name with a close
// button, each destination with its icon and what it is for, and Create a bot for a signed-in user.
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useAppSelector } from '../kernel/hooks';
import { paths } from '../kernel/paths';
import { DRAWER_BREAKPOINT } from '../app/breakpoints';
import { selectIsSignedIn } from '../features/session';
import { useTranslation } from '../lib/useTranslation';
import { navItems } from './navItems';

const icons: Record<(typeof navItems)[number]['labelKey'], ReactNode> = {
  'nav.directory': <ExploreOutlinedIcon />,
  'nav.myBots': <SmartToyOutlinedIcon />,
  'nav.billing': <CreditCardOutlinedIcon />,
};

export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Drawer
      id="nav-drawer"
      open={open}
      onClose={onClose}
      sx={{ display: { [DRAWER_BREAKPOINT]: 'none' } }}
      // The drawer's paper is a modal dialog, which needs a name of its own.
      slotProps={{ paper: { 'aria-label': t('nav.mainNavigation') } }}
    >
      <Box sx={{ width: 288, maxWidth: '85vw', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1, minHeight: 56 }}>
          <Typography component="p" variant="h6" sx={{ flex: 1, fontWeight: 800 }}>
            {t('app.name')}
          </Typography>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('nav.mainNavigation')}>
          <List>
            {navItems.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end={item.end}
                  onClick={onClose}
                  sx={{
                    py: 1.25,
                    '&.active': {
                      bgcolor: 'action.selected',
                      boxShadow: 'inset 3px 0 0 var(--mui-palette-primary-main)',
                      '& .MuiListItemIcon-root': { color: 'primary.main' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 44 }}>{icons[item.labelKey]}</ListItemIcon>
                  <ListItemText
                    primary={t(item.labelKey)}
                    secondary={t(`${item.labelKey}Hint`)}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        {signedIn && (
          <Box sx={{ px: 2, pb: 2 }}>
            <Button
              component={RouterLink}
              to={paths.newBot.to()}
              onClick={onClose}
              variant="contained"
              startIcon={<AddIcon />}
              fullWidth
            >
              {t('nav.newBot')}
            </Button>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
