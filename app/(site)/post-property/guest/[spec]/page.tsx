import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { POSTING_CATEGORIES, type PostingType } from '@/lib/posting/categories';
import { isDemoSms } from '@/server/platform/sms/sender';
import { GuestPostScreen } from '@/components/posting/guest-post-screen';

type Props = { params: Promise<{ spec: string }> };

/** "/post-property/guest/{propertyType}&{sale|rent}" (SPEC §2): apartment, residential, villa or plot. */
async function resolve(params: Props['params']) {
  let spec = (await params).spec;
  try { spec = decodeURIComponent(spec); } catch { notFound(); }
  const [type, postType] = spec.split('&');
  const c = POSTING_CATEGORIES.find((x) => x.category === type && x.guestPath);
  if (!c || !(c.postTypes as string[]).includes(postType ?? '')) notFound();
  return { c, postType: postType as PostingType };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { c, postType } = await resolve(params);
  return { title: `Post ${c.label} for ${postType}`, robots: { index: false, follow: false } };
}

export default async function GuestPostFormPage({ params }: Props) {
  const { c, postType } = await resolve(params);
  return (
    <div className="container py-3">
      <GuestPostScreen group={c.group} slug={c.slug} postType={postType} demoMode={isDemoSms()} />
    </div>
  );
}
