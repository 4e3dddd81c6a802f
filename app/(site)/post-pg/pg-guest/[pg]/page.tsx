import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { isDemoSms } from '@/server/platform/sms/sender';
import { sessionFromCookies } from '@/server/accounts/auth/session';
import { PgGuestScreen } from '@/components/pg-posting/pg-guest-screen';

type Props = { params: Promise<{ pg: string }> };

export const metadata: Metadata = { title: 'Post your PG', robots: { index: false, follow: false } };

/** SPEC §2 "/post-pg/pg-guest/{pg}": guests verify by OTP; a signed-in user goes to the normal route. */
export default async function GuestPgPage({ params }: Props) {
  if ((await params).pg !== 'pg') notFound();
  if (await sessionFromCookies()) redirect('/post-pg/pg');
  return (
    <div className="container py-3">
      <PgGuestScreen demoMode={isDemoSms()} />
    </div>
  );
}
