import type { Metadata } from 'next';
import '@/styles/profile.css';
import { loadPublicProfilePage } from '@/server/trust/profiles/load';
import { PublicProfile } from '@/components/profile/public-profile';
import { PosterReviews } from '@/components/trust/poster-reviews';
import { profileMetadata, profilePageOf } from '@/server/catalog/seo/profile-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  // Agents and builders with enough live listings are indexed; the rest noindex (lib/seo/profile-page.ts).
  return profileMetadata(await loadPublicProfilePage((await searchParams).id));
}

// Public (no login): who posted and their live listings, rendered on the server.
export default async function Page({ searchParams }: Props) {
  const user = await loadPublicProfilePage((await searchParams).id);
  const { live } = await profilePageOf(user);
  // Ratings, reviews and Report this profile.
  return <><PublicProfile user={user} projectsFirst={true} live={live} /><PosterReviews userId={user.id} role={user.role_type} /></>;
}
