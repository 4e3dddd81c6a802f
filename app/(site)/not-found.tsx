import { NotFoundView } from '@/components/layout/not-found-view';

export const metadata = { title: 'Page not found' };

// Inside the site group the layout already draws the footer (cut to its support block by CSS).
export default function SiteNotFound() {
  return <NotFoundView />;
}
