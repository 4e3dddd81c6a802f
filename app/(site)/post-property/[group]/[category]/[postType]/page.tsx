import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fill } from '@/lib/i18n/fill';
import { categoryBySlug, guestRoute, type PostingType } from '@/lib/posting/categories';
import { sessionFromCookies } from '@/server/accounts/auth/session';
import { localeLinks, pageLocale } from '@/server/platform/i18n/locale';
import { PostPropertyScreen } from '@/components/posting/post-property-screen';
import { postingWords } from '@/components/posting/posting-words-server';

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
  const locale = await pageLocale();
  const robots = { index: false, follow: false };
  if (locale === 'en') return { title: `Post ${c.label} for ${postType}`, robots };
  const t = await getTranslations();
  return { title: fill(t.raw(`posting.title.${postType}`) as string, { noun: t(`propTypes.${c.category}`) }), robots };
}

export default async function PostPropertyPage({ params, searchParams }: Props) {
  const { c, postType } = await resolve(params);
  const raw = (await searchParams).edit;
  const edit = Number(Array.isArray(raw) ? raw[0] : raw);
  const [session, { locale, href }] = await Promise.all([sessionFromCookies(), localeLinks()]);
  // English pages pass no words: every component keeps its own English.
  const words = locale === 'en' ? undefined : postingWords(await getTranslations(), locale, c);
  const guestHref = guestRoute(c, postType);
  return (
    <div className="container py-3">
      <PostPropertyScreen group={c.group} slug={c.slug} postType={postType}
        editId={Number.isInteger(edit) && edit > 0 ? edit : null} words={words}
        signedIn={!!session} role={session?.user.roleType ?? null} guestHref={guestHref && href(guestHref)} />
    </div>
  );
}
