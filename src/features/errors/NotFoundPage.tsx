// Any path that is not a route: 404 with `Page not found: <path>` in the reader's language
// (docs/product.md §1, §5), and a search of the directory so the reader can carry on.
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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
    <Stack
      component="form"
      role="search"
      action="/"
      method="get"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ width: '100%', maxWidth: 480 }}
    >
      <TextField
        name="q"
        type="search"
        size="small"
        fullWidth
        label={t('notFound.searchLabel')}
        placeholder={t('notFound.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: limits.keyword.max } }}
      />
      <Button type="submit" variant="outlined">
        {t('notFound.search')}
      </Button>
    </Stack>
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
