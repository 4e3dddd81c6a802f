/** "★ 4.5 (12 reviews)", or "No reviews yet". Server-rendered; the stars are decoration, the text says it. */
export function RatingStars({ average, count }: { average: number | null; count: number }) {
  if (!count || average === null) return <p className="rating small text-muted mb-1" data-testid="rating">No reviews yet</p>;
  return (
    <p className="rating small mb-1" data-testid="rating">
      <span aria-hidden="true" className="text-warning">{'★'.repeat(Math.round(average))}{'☆'.repeat(5 - Math.round(average))}</span>{' '}
      <span>{average.toFixed(1)} out of 5 ({count} {count === 1 ? 'review' : 'reviews'})</span>
    </p>
  );
}
