import '@/styles/search.css';
import { ResultSkeletons } from '@/components/search/result-skeleton';

export default function SearchLoading() {
  return (
    <div className="page-width search-page" role="status" aria-live="polite">
      <span className="visually-hidden">Loading results…</span>
      <div className="skeleton-title" aria-hidden="true" />
      <div className="skeleton-toolbar" aria-hidden="true" />
      <ol className="card-grid search-results" aria-hidden="true"><ResultSkeletons count={8} /></ol>
    </div>
  );
}
