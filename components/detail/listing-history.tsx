import { historyLine, type HistoryEvent } from '@/lib/history/history-text';
import { DetailSection } from './detail-section';

/** The listing's history, oldest first; server-rendered, no script. */
export function ListingHistory({ events }: { events: HistoryEvent[] }) {
  if (!events.length) return null;
  return (
    <DetailSection id="history" title="Listing history">
      <ol className="listing-history">
        {events.map((e, i) => (
          <li key={i} className={`listing-history__item listing-history__item--${e.type}`}>{historyLine(e)}</li>
        ))}
      </ol>
    </DetailSection>
  );
}
