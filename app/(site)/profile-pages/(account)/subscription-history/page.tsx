import type { Metadata } from 'next';
import Link from 'next/link';
import '@/styles/plans.css';
import { requireUser } from '@/server/accounts/auth/require-user';
import { planHistory } from '@/server/money/payments/history';
import { PageHeading } from '@/components/profile/page-heading';
import { EmptyState } from '@/components/profile/empty-state';
import { HistoryTable } from '@/components/plans/history-table';

export const metadata: Metadata = { title: 'Subscription History' };

type Props = { searchParams: Promise<{ page_no?: string }> };

export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const n = Number((await searchParams).page_no);
  const pageNo = Number.isInteger(n) && n >= 0 && n < 100_000 ? n : 0;
  const history = await planHistory(user.id, pageNo);
  return (
    <>
      <PageHeading title="Subscription History" />
      {history.total === 0
        ? <EmptyState message="You have not bought any plan yet, so there is no subscription history" />
        : <HistoryTable history={history} />}
      <nav aria-label="Pages" className="d-flex gap-2">
        {pageNo > 0 && <Link href={`?page_no=${pageNo - 1}`}>Newer</Link>}
        {pageNo + 1 < history.totalNoOfPages && <Link href={`?page_no=${pageNo + 1}`}>Older</Link>}
      </nav>
    </>
  );
}
