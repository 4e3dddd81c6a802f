import type { Metadata } from 'next';
import { GuestChooser } from '@/components/posting/guest-chooser';

export const metadata: Metadata = { title: 'Post your property for free', robots: { index: false, follow: true } };

/** SPEC §2 guest posting: homes and plots without an account (the middleware sends signed-in visitors to /). */
export default function GuestPostPage() {
  return (
    <div className="container py-3">
      <GuestChooser />
    </div>
  );
}
