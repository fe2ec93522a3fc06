// The range of a bot's history kept in `?days=` (docs/product.md §8.2): the one asked for when the
// viewer may have it, else the default; a choice replaces the address's entry, so Back leaves the
// page rather than stepping through ranges.
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_RANGE, chosenRange } from './statsRange';

export function useDaysParam(allowed: readonly number[]): [number, (days: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = chosenRange(searchParams.get('days'), allowed);
  const choose = (next: number) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === DEFAULT_RANGE) params.delete('days');
        else params.set('days', String(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [days, choose];
}
