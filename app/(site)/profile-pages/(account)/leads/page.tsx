import type { Metadata } from 'next';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { posterLeads } from '@/server/trust/leads/service';
import { LeadsList } from '@/components/trust/leads-list';

export const metadata: Metadata = { title: 'Leads' };

export default async function Page() {
  const user = await requireUser();
  return (
    <>
      <PageHeading title="Leads" />
      <LeadsList leads={(await posterLeads(user.id, 1)).data} />
    </>
  );
}
