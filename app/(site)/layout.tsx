import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';

// Pages of the site proper get the full footer; error pages (outside this
// group) get only the support block.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <SiteFooter />
    </>
  );
}
