/* eslint-disable @next/next/no-img-element */
import Link from 'next/link';
import { Avatar } from '@/components/layout/avatar';
import { POSTED_BY, labelOf } from '@/lib/enums';
import type { Role } from '@/lib/menus';
import type { ListingDetail } from '@/server/detail/detail';

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
        {poster?.rera_agent && (
          <p className="poster-card__sub" data-testid="agent-rera">
            RERA agent no. <strong className="text-break">{poster.rera_agent.number}</strong> ({poster.rera_agent.state}),{' '}
            <a href={poster.rera_agent.site} target="_blank" rel="noopener noreferrer">check it<span className="visually-hidden"> on {poster.rera_agent.authority}&apos;s site</span></a>
          </p>
        )}
        {poster && (
          <Link href={`/profile-pages/${postedBy === 'builder' ? 'view-project-profile-details' : 'view-profile-details'}?id=${poster.id}`} prefetch={false} className="small">
            View profile<span className="visually-hidden"> of {name}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
