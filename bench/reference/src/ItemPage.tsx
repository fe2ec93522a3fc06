// Route "/item/:id": one item, from the list the saga loaded.
import { useEffect } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { loadRequest, selectItems } from './store';
import type { RootState } from './store';

export default function ItemPage() {
  const { id } = useParams();
  const dispatch = useDispatch();
  const item = useSelector((state: RootState) => selectItems(state).find((i) => i.id === id));

  useEffect(() => {
    dispatch(loadRequest());
  }, [dispatch]);

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {item?.name ?? id}
      </Typography>
      <Chip label={id} sx={{ mb: 2 }} />
      <Typography>{item?.summary}</Typography>
    </Paper>
  );
}
