import { fill } from '@/lib/i18n/fill';
import { ENGLISH_RATING_WORDS, type RatingWords } from '@/components/detail/action-words';

/** "★ 4.5 (12 reviews)", or "No reviews yet". Server-rendered; the stars are decoration, the text says it. `words`: the page's language. */
export function RatingStars({ average, count, words: w = ENGLISH_RATING_WORDS }: { average: number | null; count: number; words?: RatingWords }) {
  if (!count || average === null) return <p className="rating small text-muted mb-1" data-testid="rating">{w.none}</p>;
  return (
    <p className="rating small mb-1" data-testid="rating">
      <span aria-hidden="true" className="text-warning">{'★'.repeat(Math.round(average))}{'☆'.repeat(5 - Math.round(average))}</span>{' '}
      <span>{fill(count === 1 ? w.one : w.many, { value: average.toFixed(1), count })}</span>
    </p>
  );
}
