import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { sessionFromCookies } from '@/server/accounts/auth/session';
import { PostPgScreen } from '@/components/pg-posting/post-pg-screen';

type Props = { params: Promise<{ pg: string }>; searchParams: Promise<{ edit?: string | string[] }> };

export const metadata: Metadata = { title: 'Post your PG', robots: { index: false, follow: false } };

/** SPEC §2 "/post-pg/{pg}" (logged in); `pg` is the only kind. `?edit=<id>` edits from My PGs. */
export default async function PostPgPage({ params, searchParams }: Props) {
  if ((await params).pg !== 'pg') notFound();
  const raw = (await searchParams).edit;
  const edit = Number(Array.isArray(raw) ? raw[0] : raw);
  const session = await sessionFromCookies();
  return (
    <div className="container py-3">
      <PostPgScreen editId={Number.isInteger(edit) && edit > 0 ? edit : null} signedIn={!!session} role={session?.user.roleType ?? null} />
    </div>
  );
}
