import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { projectKindBySlug } from '@/lib/projects/options';
import { sessionFromCookies } from '@/server/auth/session';
import { PostProjectScreen } from '@/components/projects/post-project-screen';

type Props = { params: Promise<{ slug: string }> };

/** SPEC §2 post-project routes: flat-apartment, villa, residential-plot. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = projectKindBySlug((await params).slug);
  if (!kind) notFound();
  return { title: `Post a ${kind.label} project`, robots: { index: false, follow: false } };
}

export default async function PostProjectPage({ params }: Props) {
  const { slug } = await params;
  if (!projectKindBySlug(slug)) notFound();
  const session = await sessionFromCookies();
  return (
    <div className="container py-3">
      <PostProjectScreen slug={slug} signedIn={!!session} role={session?.user.roleType ?? null} />
    </div>
  );
}
