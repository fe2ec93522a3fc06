// Any path that is not a route: 404 with `Page not found: <path>` in the reader's language
// (docs/product.md §1, §5), and a search of the directory so the reader can carry on.
import { useState } from 'react';
import type { ChangeEvent, SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';

import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { limits } from '../../api/constants';
import { useTranslation } from '../../lib/useTranslation';
import { ErrorPage } from './ErrorPage';

/** A plain GET form to `/?q=`, so it works before hydration too; the router takes it after. */
function DirectorySearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // The directory trims and cuts the text to the contract's limit itself.
    const keyword = text.trim();
    void navigate(keyword ? `/?${new URLSearchParams({ q: keyword }).toString()}` : '/');
  };
  return (
    <Box
      component="form"
      role="search"
      action="/"
      method="get"
      onSubmit={submit}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1,
        width: '100%',
        maxWidth: 480,
      }}
    >
      {/* A plain input, not TextField: this page is in the first bundle, and TextField brings
          InputBase, Select, Menu and Modal with it (28 KB gzip). */}
      <Box
        component="input"
        name="q"
        type="search"
        placeholder={t('notFound.searchPlaceholder')}
        aria-label={t('notFound.searchLabel')}
        maxLength={limits.keyword.max}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        sx={{
          flex: 1,
          minWidth: 0,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
          '&:hover': { borderColor: 'text.primary' },
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <Button type="submit" variant="outlined">
        {t('notFound.search')}
      </Button>
    </Box>
  );
}

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorPage status={404} message={t('error.notFoundMessage', { path: pathname })}>
      <Typography sx={{ maxWidth: 480 }}>{t('notFound.lead')}</Typography>
      <DirectorySearch />
    </ErrorPage>
  );
}
