'use client';
import { useEffect } from 'react';
import { toast } from '@/components/layout/toast';
import { SEARCH_EXCEPTION_MESSAGE } from '@/store/list-slice';

// SPEC §8: a search that throws gives 'Something Went Wrong!!' (as a toast), and the page offers a retry.
export default function SearchError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    toast.error(SEARCH_EXCEPTION_MESSAGE, { toastId: 'search-error' });
  }, [error]);
  return (
    // The site footer is already below (this sits inside the site layout).
    <section className="page-width py-5 text-center">
      <h1 className="h3">{SEARCH_EXCEPTION_MESSAGE}</h1>
      <p className="text-muted">The search could not be run. Please try again.</p>
      <button type="button" className="btn btn-primary" onClick={reset}>Try again</button>
    </section>
  );
}
