import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ValidationError } from 'yup';
import { pendingFilters, type PendingFilters } from '@/lib/admin/schemas';
import { adminFromCookies } from '@/server/admin/guard';
import { loadAdminDesk } from '@/server/admin/load-desk';
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

// Server-rendered, admins only: everyone else gets the site's 404.
export default async function AdminPage({ searchParams }: Props) {
  const admin = await adminFromCookies();
  if (!admin) notFound();
  const { filters, error } = await filtersFrom(await searchParams);
  return <AdminDesk data={await loadAdminDesk(filters, admin.id)} filterError={error} adminName={admin.name ?? admin.phoneNumber} />;
}
