import type { Metadata } from 'next';
import { PageHeading } from '@/components/profile/page-heading';
import { MyProperties } from '@/components/posting/my-properties';

export const metadata: Metadata = { title: 'My Properties' };

// The account layout has already checked the session; the list is read with
// the browser's token so filters, delete and renew stay on this page.
export default function Page() {
  return (
    <>
      <PageHeading title="My Properties" />
      <MyProperties />
    </>
  );
}
