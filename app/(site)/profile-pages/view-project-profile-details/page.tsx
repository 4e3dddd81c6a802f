import type { Metadata } from 'next';
import '@/styles/profile.css';
import { loadPublicProfilePage } from '@/server/users/load-public-profile';
import { PublicProfile } from '@/components/profile/public-profile';
import { PosterReviews } from '@/components/trust/poster-reviews';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const u = await loadPublicProfilePage((await searchParams).id);
  const who = u.builder_account_details?.company_name ?? u.name;
  return { title: `${who ?? 'Builder profile'}: Builder profile`, description: u.description ?? undefined };
}

// Public (no login): who posted and their live listings, rendered on the server.
export default async function Page({ searchParams }: Props) {
  const user = await loadPublicProfilePage((await searchParams).id);
  // Ratings, reviews and Report this profile (issue 12).
  const { id } = user as unknown as { id: number };
  return <><PublicProfile user={user} projectsFirst={true} /><PosterReviews userId={id} role={user.role_type} /></>;
}
