// The mark beside a number the provider measured itself (uptime, servers), as against one an owner
// could post: an icon whose name, read out and shown on hover, says who measured it. Material's
// "verified" outline, drawn by the shared stylesheet (commonStyles.ts).
import { useTranslation } from '../lib/useTranslation';
import { PathIcon } from './PathIcon';

const VERIFIED_OUTLINED = [
  'M23 11.99 20.56 9.2l.34-3.69-3.61-.82L15.4 1.5 12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 11.99l2.44 2.79-.34 3.7 3.61.82 1.89 3.2 3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-3.95 1.48-.56.65.08.85.18 1.95-1.9.43-.84.19-.44.74-.99 1.68-1.78-.77-.8-.34-.79.34-1.78.77-.99-1.67-.44-.74-.84-.19-1.9-.43.18-1.96.08-.85-.56-.65L3.67 12l1.29-1.48.56-.65-.09-.86-.18-1.94 1.9-.43.84-.19.44-.74.99-1.68 1.78.77.8.34.79-.34 1.78-.77.99 1.68.44.74.84.19 1.9.43-.18 1.95-.08.85.56.65 1.29 1.47z',
  'm10.09 13.75-2.32-2.33-1.48 1.49 3.8 3.81 7.34-7.36-1.48-1.49z',
] as const;

export function MeasuredMark({ fontSize = 'inherit' }: { fontSize?: 'inherit' | 'small' }) {
  const { t } = useTranslation();
  return (
    <PathIcon
      d={VERIFIED_OUTLINED}
      className={fontSize === 'small' ? 'bd-icon bd-icon-small bd-measured' : 'bd-icon bd-measured'}
      title={t('measured.by')}
    />
  );
}
