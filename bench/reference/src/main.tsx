// The bare reference for npm run bench: Botdeck's stack (React, MUI, Redux Toolkit, redux-saga,
// a data router with three lazy routes, axios, universal-cookie, notistack) and nothing else.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import LinearProgress from '@mui/material/LinearProgress';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { Layout } from './Layout';
import { makeStore } from './store';

const theme = createTheme({ colorSchemes: { light: true, dark: true } });

const router = createBrowserRouter([
  {
    element: <Layout />,
    hydrateFallbackElement: <LinearProgress aria-label="Loading" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "home" */ './HomePage')).default,
        }),
      },
      {
        path: 'item/:id',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "item" */ './ItemPage')).default,
        }),
      },
      {
        path: 'about',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "about" */ './AboutPage')).default,
        }),
      },
    ],
  },
]);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <SnackbarProvider maxSnack={3}>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>,
  );
}
