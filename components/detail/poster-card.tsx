/* eslint-disable @next/next/no-img-element */
import Link from 'next/link';
import { Avatar } from '@/components/layout/avatar';
import { AgentReraLine } from '@/components/profile/agent-rera-line';
import { POSTED_BY, labelOf } from '@/lib/enums';
import type { Role } from '@/lib/menus';
import type { ListingDetail } from '@/server/catalog/detail/detail';

/** Who posted the item: role, name (a builder's company and logo), link to the public profile. */
export function PosterCard({ poster, postedBy }: { poster: ListingDetail['poster']; postedBy: string }) {
  const role = labelOf(POSTED_BY, postedBy);
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
        <p className="poster-card__role">Posted by {role}</p>
        <p className="poster-card__name">{name}</p>
        {company && poster?.name && <p className="poster-card__sub">{poster.name}</p>}
        {poster?.rera_agent && <AgentReraLine rera={poster.rera_agent} className="poster-card__sub" />}
        {poster && (
          <Link href={`/profile-pages/${postedBy === 'builder' ? 'view-project-profile-details' : 'view-profile-details'}?id=${poster.id}`} prefetch={false} className="small">
            View profile<span className="visually-hidden"> of {name}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
