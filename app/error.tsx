'use client';
import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorView title="Something Went Wrong">
      <button type="button" className="btn btn-primary" onClick={reset}>Try again</button>
    </ErrorView>
  );
}
