import 'server-only';
import { cache } from 'react';
import { sql } from 'drizzle-orm';
import type { Metadata } from 'next';
import type { PublicUser } from '@/lib/public-user';
import { profilePage, type ProfilePage } from '@/lib/seo/profile-page';
import { reader } from '../../platform/db/client';
import { liveSql } from '../../platform/items/live';
import { rows } from '../search/catalog/card-query';
import { pageMetadata } from './metadata';

/** Live listings, PGs and projects of a poster (each table's user index, the live test on the rows); once per request. */
const liveItemsOf = cache(async (userId: number): Promise<number> => {
  const db = await reader();
  const counts = await Promise.all(['listings', 'pgs', 'projects'].map((t) => {
    const table = sql`${sql.identifier(t)}`;
    return rows(db, sql`select count(*)::int as n from ${table} where ${table}."user_id" = ${userId} and ${liveSql(table)}`);
  }));
  return counts.reduce((sum, [r]) => sum + Number(r?.n ?? 0), 0);
});

/** The SEO facts of a loaded public profile: its live count, description and verdict. */
export async function profilePageOf(u: PublicUser & { id: number }): Promise<ProfilePage & { live: number }> {
  const live = await liveItemsOf(u.id);
  const page = profilePage({
    id: u.id, role: u.role_type, name: u.name, company: u.builder_account_details?.company_name ?? null,
    city: u.city, live, rera: u.rera_agent?.number ?? null, about: u.description,
  });
  return { ...page, live };
}

/** generateMetadata of both profile routes. */
export async function profileMetadata(u: PublicUser & { id: number }): Promise<Metadata> {
  const p = await profilePageOf(u);
  return {
    title: p.title, description: p.description, robots: { index: p.index, follow: true },
    ...(await pageMetadata({ path: p.path, title: p.title, description: p.description, canonical: p.index })),
  };
}
