'use client';
import Link from 'next/link';
import { cityPageHref } from '@/lib/search-links';
import { useAppSelector } from '@/store/hooks';

/** An empty list that points into search for the visitor's city. */
export function SearchEmptyState({ message }: { message: string }) {
  const city = useAppSelector((s) => s.location.data.city);
  return (
    <div className="empty-state" role="status">
      <p>{message}</p>
      <Link className="btn btn-primary" href={cityPageHref(city)} prefetch={false}>Search properties</Link>
    </div>
  );
}
