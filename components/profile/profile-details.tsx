import Link from 'next/link';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/layout/avatar';
import type { Role } from '@/lib/menus';
import { localePath } from '@/lib/i18n/locales';
import { ENGLISH_PROFILE_WORDS, type ProfileWords } from './profile-words';

type City = { area: string | null; city: string | null; lat?: number | null; long?: number | null } | null;
export type ProfileView = {
  user: {
    id: number; name: string | null; email: string | null; email_verified: boolean; country_code: string;
    phone_number: string; role_type: Role; profile_picture: string | null; description: string | null; city: City;
  };
  builder_account_details: { company_logo: string | null; company_name: string | null; company_role: string | null } | null;
};

const place = (c: City) => (c?.city ? [c.area, c.city].filter(Boolean).join(', ') : null);

/** My Profile (view): what the account holds, with the way to edit it. */
export function ProfileDetails({ bundle, words = ENGLISH_PROFILE_WORDS }: { bundle: ProfileView; words?: ProfileWords }) {
  const w = words.details;
  const href = (path: string) => localePath(path, words.locale);
  const { user: u, builder_account_details: b } = bundle;
  const picture = u.profile_picture || b?.company_logo || null;
  const rows: [string, ReactNode][] = [
    [w.mobile, `${u.country_code} ${u.phone_number}`],
    [w.email, u.email ? <>{u.email} {u.email_verified
      ? <span className="badge text-bg-success">{w.verified}</span>
      : <Link href={href('/profile-pages/settings-page')} className="ms-1">{w.verify}</Link>}</> : w.notAdded],
    [w.youAre, w.roles[u.role_type]],
    [w.city, place(u.city) ?? w.notAdded],
    ...(b ? [[w.company, b.company_name ?? '—'], [w.companyRole, b.company_role ?? '—']] as [string, string][] : []),
    [w.about, u.description || w.notAdded],
  ];
  return (
    <div className="profile-card">
      <div className="poster-card mb-3">
        <Avatar name={u.name} src={picture} role={u.role_type} size={88} />
        <div>
          <p className="h4 mb-1">{u.name ?? w.yourName}</p>
          <Link className="btn btn-primary btn-sm" href={href('/profile-pages/my-profile/edit-profile')}>{w.edit}</Link>
        </div>
      </div>
      <dl className="profile-facts">
        {rows.map(([k, v]) => <div key={k} className="d-contents"><dt>{k}</dt><dd>{v}</dd></div>)}
      </dl>
    </div>
  );
}
