import type { Metadata } from 'next';
import '@/styles/profile.css';
import { loadPublicUser } from '@/components/profile/load-public-user';
import { PublicProfile } from '@/components/profile/public-profile';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const u = await loadPublicUser((await searchParams).id);
  const who = u.name;
  return { title: `${who ?? 'Profile'}: Profile`, description: u.description ?? undefined };
}

// Public (no login): who posted and their live listings, rendered on the server.
export default async function Page({ searchParams }: Props) {
  const user = await loadPublicUser((await searchParams).id);
  return <PublicProfile user={user} projectsFirst={false} />;
}
