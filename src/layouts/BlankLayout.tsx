// The blank layout (docs/product.md §2): a centred card on a plain background, nothing else.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Outlet } from 'react-router-dom';
import { SkipLink } from './DefaultLayout';

export default function BlankLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <SkipLink />
      <Paper
        component="main"
        id="main"
        tabIndex={-1}
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, outline: 'none' }}
      >
        <Outlet />
      </Paper>
    </Box>
  );
}
