import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { projectKindBySlug } from '@/lib/projects/options';
import { sessionFromCookies } from '@/server/accounts/auth/session';
import { PostProjectScreen } from '@/components/projects/post-project-screen';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ edit?: string | string[] }> };

/** SPEC §2 post-project routes: flat-apartment, villa, residential-plot. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = projectKindBySlug((await params).slug);
  if (!kind) notFound();
  return { title: `Post a ${kind.label} project`, robots: { index: false, follow: false } };
}

/** `?edit=<id>` edits a project from My Projects. */
export default async function PostProjectPage({ params, searchParams }: Props) {
  const { slug } = await params;
  if (!projectKindBySlug(slug)) notFound();
  const raw = (await searchParams).edit;
  const edit = Number(Array.isArray(raw) ? raw[0] : raw);
  const session = await sessionFromCookies();
  return (
    <div className="container py-3">
      <PostProjectScreen slug={slug} signedIn={!!session} role={session?.user.roleType ?? null}
        editId={Number.isInteger(edit) && edit > 0 ? edit : null} />
    </div>
  );
}
