import { historyLine, historyLineIn, type HistoryEvent, type HistoryWords } from '@/lib/history/history-text';
import type { PriceLocale } from '@/lib/format/price';
import { DetailSection } from './detail-section';

/** The listing's history, oldest first; server-rendered, no script. `words`: Hindi or Kannada (English as historyLine writes it). */
export function ListingHistory({ events, words, locale = 'en' }: { events: HistoryEvent[]; words?: HistoryWords; locale?: PriceLocale }) {
  if (!events.length) return null;
  const line = (e: HistoryEvent) => (words && locale !== 'en' ? historyLineIn(e, words, locale) : historyLine(e));
  return (
    <DetailSection id="history" title={words?.title ?? 'Listing history'}>
      <ol className="listing-history" data-testid="listing-history">
        {events.map((e, i) => (
          <li key={i} className={`listing-history__item listing-history__item--${e.type}`}>{line(e)}</li>
        ))}
      </ol>
    </DetailSection>
  );
}
