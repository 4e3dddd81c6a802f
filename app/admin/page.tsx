import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ValidationError } from 'yup';
import { pendingFilters, QUEUE_PAGE_KEYS, queuePages, type PendingFilters, type QueuePages } from '@/lib/admin/schemas';
import { adminFromCookies } from '@/server/trust/admin/guard';
import { loadAdminDesk } from '@/server/trust/admin/load-desk';
import { AdminDesk } from '@/components/admin/admin-desk';

export const metadata: Metadata = { title: 'Moderation desk', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The queue's filters from the URL (?kind=&reason=&city=&q=&page=); bad ones are named, not a crash. */
async function filtersFrom(raw: Record<string, string | string[] | undefined>): Promise<{ filters: PendingFilters; error?: string }> {
  const first = Object.fromEntries(['kind', 'reason', 'city', 'q', 'page'].map((k) => [k, [raw[k]].flat()[0]]));
  try {
    return { filters: await pendingFilters.validate(first) };
  } catch (e) {
    if (e instanceof ValidationError) return { filters: { page: 1 }, error: e.message };
    throw e;
  }
}

/** The other queues' pages (?reports_page=&reviews_page=&grievances_page=); a bad one is named and page 1 shown. */
async function pagesFrom(raw: Record<string, string | string[] | undefined>): Promise<{ pages: QueuePages; error?: string }> {
  const first = Object.fromEntries(QUEUE_PAGE_KEYS.map((k) => [k, [raw[k]].flat()[0]]));
  try {
    return { pages: await queuePages.validate(first) };
  } catch (e) {
    if (e instanceof ValidationError) return { pages: { reports_page: 1, reviews_page: 1, grievances_page: 1 }, error: e.message };
    throw e;
  }
}

// Server-rendered, admins only: everyone else gets the site's 404.
export default async function AdminPage({ searchParams }: Props) {
  const admin = await adminFromCookies();
  if (!admin) notFound();
  const raw = await searchParams;
  const { filters, error } = await filtersFrom(raw);
  const { pages, error: pageError } = await pagesFrom(raw);
  const query = Object.fromEntries(Object.entries(raw).flatMap(([k, v]) => { const x = [v].flat()[0]; return x ? [[k, x]] : []; }));
  return <AdminDesk data={await loadAdminDesk(filters, admin.id, pages)} filterError={error ?? pageError} query={query}
    adminName={admin.name ?? admin.phoneNumber} />;
}
