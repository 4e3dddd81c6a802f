/* eslint-disable @next/next/no-img-element */
import { Avatar } from '@/components/layout/avatar';
import { ListingCard } from '@/components/listing/listing-card';
import { AgentReraLine } from './agent-rera-line';
import type { Card } from '@/lib/card';
import { countText } from '@/lib/format/counts';
import { monthYearText } from '@/lib/format/dates';
import type { PublicUser } from '@/lib/public-user';

const ROLE = { buyer: 'Buyer', agent: 'Agent', owner: 'Owner', builder: 'Builder' } as const;

function CardSection({ title, cards }: { title: string; cards: Card[] }) {
  if (!cards.length) return null;
  return (
    <section className="mt-4" aria-label={title}>
      <h2 className="h5">{title}</h2>
      <ul className="card-grid list-unstyled mb-0">
        {cards.map((c) => <li key={`${c.kind}:${c.id}`}><ListingCard card={c} /></li>)}
      </ul>
    </section>
  );
}

/**
 * Public poster page: who they are and their newest live postings. The
 * project variant (builders) leads with the company and its projects.
 */
/** `live`: how many live listings, PGs and projects the poster has (all of them, not only the cards shown). */
export function PublicProfile({ user: u, projectsFirst, live }: { user: PublicUser; projectsFirst: boolean; live?: number }) {
  const b = u.builder_account_details;
  const title = projectsFirst && b?.company_name ? b.company_name : (u.name ?? 'Poster');
  const since = monthYearText(u.member_since);
  const projects = <CardSection key="projects" title={`Projects by ${b?.company_name ?? u.name ?? 'this builder'}`} cards={u.projects} />;
  const rest = [
    <CardSection key="listings" title="Properties" cards={u.listings} />,
    <CardSection key="pgs" title="PGs" cards={u.pgs} />,
  ];
  const empty = !u.listings.length && !u.pgs.length && !u.projects.length;
  return (
    <div className="page-width py-4">
      <div className="profile-card poster-card">
        {b?.company_logo
          ? <img src={b.company_logo} alt={`${b.company_name ?? 'Company'} logo`} className="poster-card__logo" width={88} height={88} />
          : <Avatar name={u.name} src={u.profile_picture} role={u.role_type} size={88} />}
        <div>
          <h1 className="h3 mb-1">{title}</h1>
          <p className="mb-1">
            <span className="badge text-bg-light border me-2">{ROLE[u.role_type]}</span>
            {projectsFirst && b ? `${u.name ?? ''}${b.company_role ? `, ${b.company_role}` : ''}` : b?.company_name}
          </p>
          <p className="text-muted mb-0" data-testid="profile-facts">
            {[u.city, live === undefined ? null : countText(live, 'live listing'), `Member since ${since}`]
              .filter(Boolean).join(' · ')}
          </p>
          {u.rera_agent && <AgentReraLine rera={u.rera_agent} className="mb-0 mt-1" />}
        </div>
        {u.description && <p className="mb-0 w-100">{u.description}</p>}
      </div>
      {empty
        ? <p className="empty-state mt-4" role="status">No live listings right now.</p>
        : projectsFirst ? [projects, ...rest] : [...rest, projects]}
    </div>
  );
}
