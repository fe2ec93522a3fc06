// The shell every route shares: an app bar with the three links, the cookie-read greeting, the page.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, Outlet, useNavigation } from 'react-router-dom';
import Cookies from 'universal-cookie';

const cookies = new Cookies();

export function Layout() {
  const navigation = useNavigation();
  const user = cookies.get<string | undefined>('user');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="default" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component={Link}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', mr: 2 }}
          >
            Reference
          </Typography>
          <Button component={Link} to="/" color="inherit">
            Items
          </Button>
          <Button component={Link} to="/item/i1" color="inherit">
            First item
          </Button>
          <Button component={Link} to="/about" color="inherit">
            About
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2">{user ?? 'Guest'}</Typography>
        </Toolbar>
        {navigation.state === 'loading' && <LinearProgress aria-label="Loading" />}
      </AppBar>
      <Container component="main" sx={{ py: 3, flexGrow: 1 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
