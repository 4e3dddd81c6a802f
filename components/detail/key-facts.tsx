import { Fragment } from 'react';
import type { Fact } from '@/lib/detail/detail-format';
import { DetailSection } from './detail-section';

// A line-break chance after each slash ("Flat/Apartment") so narrow columns wrap there, not mid-word.
const breakable = (text: string) =>
  text.split('/').map((part, i) => <Fragment key={i}>{i > 0 && <>/<wbr /></>}{part}</Fragment>);

/** Label/value pairs as a description list (read as "term, definition"). */
export function KeyFacts({ facts, title = 'Key facts' }: { facts: Fact[]; title?: string }) {
  if (!facts.length) return null;
  return (
    <DetailSection id="facts" title={title}>
      <dl className="facts-grid">
        {facts.map((f) => (
          <div key={f.label} className="facts-grid__item">
            <dt>{f.label}</dt>
            <dd>{breakable(f.value)}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}

/** A plain list of names (amenities, rules) with a tick. */
export function TickList({ id, title, items }: { id: string; title: string; items: unknown }) {
  const list = Array.isArray(items) ? items.filter((x): x is string => typeof x === 'string' && !!x) : [];
  if (!list.length) return null;
  return (
    <DetailSection id={id} title={title}>
      <ul className="tick-list">
        {list.map((x) => <li key={x}>{x}</li>)}
      </ul>
    </DetailSection>
  );
}
