import Link from 'next/link';
import { ErrorView } from '@/components/layout/error-view';

// SPEC §2 "/_error" (a folder named %5Ferror makes the underscore route).
export const metadata = { title: 'Something Went Wrong' };

export default function ErrorRoute() {
  return (
    <ErrorView title="Something Went Wrong">
      <Link href="/" className="btn btn-primary">Go to the home page</Link>
    </ErrorView>
  );
}
