import type { Card } from '@/lib/card';
import type { Role } from '@/lib/menus';

/** A poster's public profile as the profile pages show it (server/accounts/users builds it). */
export type PublicUser = {
  id: number;
  name: string | null; role_type: Role; profile_picture: string | null; description: string | null;
  city: string | null; member_since: string; listing_count: number;
  builder_account_details: { company_logo: string | null; company_name: string | null; company_role: string | null } | null;
  listings: Card[]; pgs: Card[]; projects: Card[];
  /** An agent's own RERA registration. */
  rera_agent?: { state: string; number: string; authority: string; site: string } | null;
};
