// The navigation drawer for narrow screens, loaded on first use.
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '../lib/useTranslation';
import { DRAWER_BREAKPOINT } from '../app/theme';
import { navItems } from './navItems';

export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="nav-drawer"
      open={open}
      onClose={onClose}
      sx={{ display: { [DRAWER_BREAKPOINT]: 'none' } }}
      // The drawer's paper is a modal dialog, which needs a name of its own.
      slotProps={{ paper: { 'aria-label': t('nav.mainNavigation') } }}
    >
      <Box component="nav" aria-label={t('nav.mainNavigation')} sx={{ width: 260 }}>
        <Typography component="p" variant="h6" sx={{ px: 2, py: 2, fontWeight: 800 }}>
          {t('app.name')}
        </Typography>
        <List>
          {navItems.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={onClose}
                sx={{
                  '&.active': {
                    bgcolor: 'action.selected',
                    boxShadow: 'inset 3px 0 0 var(--mui-palette-primary-main)',
                  },
                }}
              >
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
