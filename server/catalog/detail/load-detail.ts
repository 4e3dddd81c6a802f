import 'server-only';
import { cache } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import { parseDetailId, type DetailKind } from '@/lib/detail-url';
import { getListingDetail, type ListingDetail } from '@/server/catalog/detail/detail';
import { isCanonical } from '@/lib/detail/detail-meta';

export type DetailSection = 'property-details' | 'project-details';

const KINDS: Record<DetailSection, DetailKind[]> = {
  'property-details': ['property', 'pg'],
  'project-details': ['project'],
};

// One database read per request: generateMetadata and the page both ask.
const fetchDetail = cache((kind: DetailKind, id: number) => getListingDetail(kind, id));

/** The item a detail slug names, or null (malformed, wrong section, unknown or unpublished). */
export async function findDetail(section: DetailSection, slug: string): Promise<ListingDetail | null> {
  const parsed = parseDetailId(slug, section);
  if (!parsed || !KINDS[section].includes(parsed.kind)) return null;
  return fetchDetail(parsed.kind, parsed.id);
}

/**
 * For the page: the item, else the 404 page. A slug whose words or city differ
 * from the item's canonical URL (renamed, re-located, hand-typed) gets a
 * permanent redirect there, so one URL per item is indexed and shared.
 */
export async function loadDetail(section: DetailSection, slug: string): Promise<ListingDetail> {
  const d = await findDetail(section, slug);
  if (!d) notFound();
  if (!isCanonical(section, slug, d.card.url)) permanentRedirect(d.card.url);
  return d;
}
