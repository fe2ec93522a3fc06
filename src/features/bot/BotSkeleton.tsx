// The bot page's shape while the bot is on its way, announced as loading: the page's own column
// and rows (botPageStyles.ts) with grey shapes in them (`.bd-skeleton`, commonStyles.ts).
import { useTranslation } from '../../lib/useTranslation';

export function BotSkeleton() {
  const { t } = useTranslation('bot');
  return (
    <div aria-busy className="bd-bot-page">
      <span className="bd-sr-only" role="status">
        {t('loading')}
      </span>
      <div className="bd-bot-head" aria-hidden>
        <span className="bd-skeleton bd-rounded" style={{ width: 96, height: 96, flexShrink: 0 }} />
        <div style={{ flexGrow: 1 }}>
          <span className="bd-skeleton bd-text" style={{ width: '40%', fontSize: '2rem' }} />
          <span className="bd-skeleton bd-text" style={{ width: '80%' }} />
          <span className="bd-skeleton bd-text" style={{ width: '50%' }} />
        </div>
      </div>
      <div className="bd-bot-actions" aria-hidden>
        <span className="bd-skeleton bd-rounded" style={{ width: 104, height: 36 }} />
        <span className="bd-skeleton bd-rounded" style={{ width: 104, height: 36 }} />
      </div>
      <span className="bd-skeleton bd-rounded" style={{ height: 200 }} aria-hidden />
    </div>
  );
}
