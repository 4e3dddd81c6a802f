import Link from 'next/link';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/layout/avatar';
import type { Role } from '@/lib/menus';

type City = { area: string | null; city: string | null; lat?: number | null; long?: number | null } | null;
export type ProfileView = {
  user: {
    id: number; name: string | null; email: string | null; email_verified: boolean; country_code: string;
    phone_number: string; role_type: Role; profile_picture: string | null; description: string | null; city: City;
  };
  builder_account_details: { company_logo: string | null; company_name: string | null; company_role: string | null } | null;
};

const ROLE_LABEL: Record<Role, string> = { buyer: 'Buyer', agent: 'Agent', owner: 'Owner', builder: 'Builder' };
const place = (c: City) => (c?.city ? [c.area, c.city].filter(Boolean).join(', ') : null);

/** My Profile (view): what the account holds, with the way to edit it. */
export function ProfileDetails({ bundle }: { bundle: ProfileView }) {
  const { user: u, builder_account_details: b } = bundle;
  const picture = u.profile_picture || b?.company_logo || null;
  const rows: [string, ReactNode][] = [
    ['Mobile', `${u.country_code} ${u.phone_number}`],
    ['E-mail', u.email ? <>{u.email} {u.email_verified
      ? <span className="badge text-bg-success">Verified</span>
      : <Link href="/profile-pages/settings-page" className="ms-1">Verify</Link>}</> : 'Not added'],
    ['You are', ROLE_LABEL[u.role_type]],
    ['City', place(u.city) ?? 'Not added'],
    ...(b ? [['Company', b.company_name ?? '—'], ['Role in company', b.company_role ?? '—']] as [string, string][] : []),
    ['About', u.description || 'Not added'],
  ];
  return (
    <div className="profile-card">
      <div className="poster-card mb-3">
        <Avatar name={u.name} src={picture} role={u.role_type} size={88} />
        <div>
          <p className="h4 mb-1">{u.name ?? 'Your name'}</p>
          <Link className="btn btn-primary btn-sm" href="/profile-pages/my-profile/edit-profile">Edit profile</Link>
        </div>
      </div>
      <dl className="profile-facts">
        {rows.map(([k, v]) => <div key={k} className="d-contents"><dt>{k}</dt><dd>{v}</dd></div>)}
      </dl>
    </div>
  );
}
