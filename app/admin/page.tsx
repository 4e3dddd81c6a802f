import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { adminFromCookies } from '@/server/admin/guard';
import { loadAdminDesk } from '@/server/admin/load-desk';
import { AdminDesk } from '@/components/admin/admin-desk';

export const metadata: Metadata = { title: 'Moderation desk', robots: { index: false, follow: false } };

// Server-rendered, admins only: everyone else gets the site's 404.
export default async function AdminPage() {
  const admin = await adminFromCookies();
  if (!admin) notFound();
  return <AdminDesk data={await loadAdminDesk()} adminName={admin.name ?? admin.phoneNumber} />;
}
