import type { Metadata } from 'next';
import { PageHeading } from '@/components/profile/page-heading';
import { MyPgs } from '@/components/pg-posting/my-pgs';

export const metadata: Metadata = { title: 'My PGs' };

// The account layout has already checked the session; the list is read with the browser's token.
export default function Page() {
  return (
    <>
      <PageHeading title="My PGs" />
      <MyPgs />
    </>
  );
}
