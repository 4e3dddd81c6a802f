import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireUser } from '@/server/accounts/auth/require-user';
import { itemStatistics } from '@/server/trust/leads/statistics';
import { ItemStatistics } from '@/components/trust/item-statistics';

export const metadata: Metadata = { title: 'Statistics', robots: { index: false, follow: false } };
type Props = { params: Promise<{ kind: string; id: string }> };

// SPEC §2 /statistics/...: /statistics/{property|pg|project}/{id}, the poster's own items only.
export default async function StatisticsPage({ params }: Props) {
  const { kind, id } = await params;
  const n = Number(id);
  if (!['property', 'pg', 'project'].includes(kind) || !Number.isInteger(n) || n <= 0 || n > 2147483647) notFound();
  const user = await requireUser();
  const stats = await itemStatistics(user.id, kind as 'property' | 'pg' | 'project', n);
  if (!stats) notFound();
  return <ItemStatistics stats={stats} />;
}
