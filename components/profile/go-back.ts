'use client';
import type { useRouter } from 'next/navigation';

type Router = ReturnType<typeof useRouter>;

/** Back in history when there is an entry behind this one, else to a sensible page. */
export function goBack(router: Router, fallback = '/profile-pages/my-profile/view-profile') {
  // A page opened in a fresh tab has nothing behind it; back would do nothing.
  if (window.history.length > 1) router.back();
  else router.push(fallback);
}
