/* eslint-disable @next/next/no-img-element */
import Link from 'next/link';
import { Avatar } from '@/components/layout/avatar';
import { AgentReraLine, type AgentReraWords } from '@/components/profile/agent-rera-line';
import { POSTED_BY, labelOf } from '@/lib/enums';
import { fill } from '@/lib/i18n/fill';
import type { Role } from '@/lib/menus';
import type { ListingDetail } from '@/server/catalog/detail/detail';

/** The card's words in the page's language: {role}, {name}; roles by posted_by value. */
export type PosterWords = { postedBy: string; viewProfile: string; profileOf: string; roles: Record<string, string>; rera: AgentReraWords };

type Props = { poster: ListingDetail['poster']; postedBy: string; words?: PosterWords; link?: (path: string) => string };

/** Who posted the item: role, name (a builder's company and logo), link to the public profile. */
export function PosterCard({ poster, postedBy, words: w, link = (p) => p }: Props) {
  const role = w?.roles[postedBy] ?? labelOf(POSTED_BY, postedBy);
  const company = poster?.company_name;
  const name = company || poster?.name || role;
  return (
    <div className="poster-card" data-testid="poster">
      {poster?.company_logo ? (
        <img src={poster.company_logo} alt="" width={48} height={48} className="rounded object-fit-cover" />
      ) : (
        <Avatar name={poster?.name ?? role} src={poster?.profile_picture ?? null} role={postedBy as Role} size={48} />
      )}
      <div className="min-w-0">
        <p className="poster-card__role">{w ? fill(w.postedBy, { role }) : `Posted by ${role}`}</p>
        <p className="poster-card__name">{name}</p>
        {company && poster?.name && <p className="poster-card__sub">{poster.name}</p>}
        {poster?.rera_agent && <AgentReraLine rera={poster.rera_agent} className="poster-card__sub" words={w?.rera} />}
        {poster && (
          <Link href={link(`/profile-pages/${postedBy === 'builder' ? 'view-project-profile-details' : 'view-profile-details'}?id=${poster.id}`)} prefetch={false} className="small">
            {w?.viewProfile ?? 'View profile'}<span className="visually-hidden">{w ? fill(w.profileOf, { name }) : ` of ${name}`}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
