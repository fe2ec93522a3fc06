// The owner's description of the bot: Markdown, made safe, or a line saying there is none.
import { DeferredMarkdown } from '../../components/DeferredMarkdown';
import type { Language } from '../../lib/language';
import { useTranslation } from '../../lib/useTranslation';
import { SectionTitle } from './SectionTitle';

// Markdown that opens with a heading (`# About DJ Kook`, or underlined with = or -).
const OPENS_WITH_HEADING = /^\s*(#{1,6}\s|[^\n]+\n[=-]+\s*(\n|$))/;

interface Props {
  description: string;
  /** The description's language when it is not the reader's (a fallback, docs/product.md §8.6). */
  lang?: Language;
}

export function AboutSection({ description, lang }: Props) {
  const { t } = useTranslation('bot');
  // "About" then at once "About DJ Kook" reads as one heading twice: the owner's one shows.
  const ownHeading = OPENS_WITH_HEADING.test(description);
  return (
    <section className="bd-section" aria-labelledby="bot-about-heading">
      <SectionTitle id="bot-about-heading" gutter={1.5} hidden={ownHeading}>
        {t('description.heading')}
      </SectionTitle>
      {description.trim() ? (
        <div lang={lang}>
          <DeferredMarkdown headingLevel={3}>{description}</DeferredMarkdown>
        </div>
      ) : (
        <p className="bd-bot-summary">{t('description.empty')}</p>
      )}
    </section>
  );
}
