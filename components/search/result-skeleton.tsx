/** Placeholder cards while results load (page skeleton and "Load more"). */
export function ResultSkeletons({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="skeleton-card" aria-hidden="true">
          <div className="skeleton-card__media" />
          <div className="skeleton-card__line" />
          <div className="skeleton-card__line skeleton-card__line--short" />
        </li>
      ))}
    </>
  );
}
