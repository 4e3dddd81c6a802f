import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { categoryBySlug, guestRoute, type PostingType } from '@/lib/posting/categories';
import { sessionFromCookies } from '@/server/accounts/auth/session';
import { PostPropertyScreen } from '@/components/posting/post-property-screen';

type Props = {
  params: Promise<{ group: string; category: string; postType: string }>;
  searchParams: Promise<{ edit?: string | string[] }>;
};

/** SPEC §2 post-property routes: only the 14 categories with their allowed post types exist. */
async function resolve(params: Props['params']) {
  const { group, category, postType } = await params;
  const c = categoryBySlug(group, category);
  if (!c || !(c.postTypes as string[]).includes(postType)) notFound();
  return { c, postType: postType as PostingType };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { c, postType } = await resolve(params);
  return { title: `Post ${c.label} for ${postType}`, robots: { index: false, follow: false } };
}

export default async function PostPropertyPage({ params, searchParams }: Props) {
  const { c, postType } = await resolve(params);
  const raw = (await searchParams).edit;
  const edit = Number(Array.isArray(raw) ? raw[0] : raw);
  const session = await sessionFromCookies();
  return (
    <div className="container py-3">
      <PostPropertyScreen group={c.group} slug={c.slug} postType={postType}
        editId={Number.isInteger(edit) && edit > 0 ? edit : null}
        signedIn={!!session} role={session?.user.roleType ?? null} guestHref={guestRoute(c, postType)} />
    </div>
  );
}
