import { SiteFooter } from '@/components/layout/site-footer';
import { NotFoundView } from '@/components/layout/not-found-view';

export const metadata = { title: 'Page not found' };

// Paths outside the site group: no layout footer, so this page brings the support block.
export default function NotFound() {
  return (
    <>
      <NotFoundView />
      <SiteFooter supportOnly />
    </>
  );
}
