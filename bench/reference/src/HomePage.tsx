// Route "/": the item list the saga loaded, as cards.
import { useEffect } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { loadRequest, selectError, selectItems, selectLoading } from './store';
import type { RootState } from './store';

export default function HomePage() {
  const dispatch = useDispatch();
  const items = useSelector((state: RootState) => selectItems(state));
  const loading = useSelector((state: RootState) => selectLoading(state));
  const error = useSelector((state: RootState) => selectError(state));
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    dispatch(loadRequest());
  }, [dispatch]);
  useEffect(() => {
    if (error) enqueueSnackbar(error, { variant: 'error' });
  }, [error, enqueueSnackbar]);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Find an item for your server
      </Typography>
      <Grid container spacing={2}>
        {(loading ? [] : items).map((item) => (
          <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2">
                  <Link to={`/item/${item.id}`}>{item.name}</Link>
                </Typography>
                <Typography variant="body2">{item.summary}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
        {loading &&
          [0, 1, 2].map((n) => (
            <Grid key={n} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={96} />
            </Grid>
          ))}
      </Grid>
    </>
  );
}
