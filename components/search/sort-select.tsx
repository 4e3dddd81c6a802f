'use client';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import type { SortKey } from '@/lib/search-route';

const OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'asc', label: 'Price: low to high' },
  { value: 'desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest first' },
];

/** Sort order lives in ?sort= (a view choice, not part of the spec's route id); relevance is the default. */
/** `label` and `options`: the page's language (English by default). */
export function SortSelect({ value, basePath, label = 'Sort by', options }: { value: SortKey; basePath: string; label?: string; options?: Record<SortKey, string> }) {
  const router = useRouter();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="form-label mb-0">{label}</label>
      <select id={id} className="form-select form-select-sm" value={value}
        onChange={(e) => router.push(e.target.value === 'relevance' ? basePath : `${basePath}?sort=${e.target.value}`)}>
        {OPTIONS.map((o) => <option key={o.value} value={o.value}>{options?.[o.value] ?? o.label}</option>)}
      </select>
    </div>
  );
}
