import { connection } from 'next/server';
import { ACK_WITHIN_HOURS, CONTACT_ROUTE, grievanceOfficer, RESOLVE_WITHIN_DAYS, type GrievanceOfficer } from '@/lib/grievance/officer';

/**
 * The operator and its grievance officer, as the E-Commerce Rules ask. Read from
 * the environment at request time, not at build time: the build may run with other
 * settings than the servers.
 */
export async function GrievanceOfficerBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  await connection();
  return <OfficerDetails officer={grievanceOfficer()} headingLevel={headingLevel} />;
}

/** Visitors see the officer's details, or the contact page where an address is not configured. */
export function OfficerDetails({ officer: o, headingLevel = 2 }: { officer: GrievanceOfficer; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <section className="border rounded p-3 my-3" aria-labelledby="grievance-officer-title">
      <H id="grievance-officer-title" className="h5">Grievance officer</H>
      <p className="mb-1"><strong>{o.name}</strong>, {o.designation}</p>
      <p className="mb-1">
        {o.operator}{o.address ? <>, {o.address}</> : <> · <a href={CONTACT_ROUTE}>Contact us</a></>}
      </p>
      <p className="mb-1">E-mail: <a href={`mailto:${o.email}`}>{o.email}</a>{o.phone && <> · Phone: <a href={`tel:${o.phone}`}>{o.phone}</a></>}</p>
      <p className="small text-muted mb-0">
        We acknowledge every complaint within {ACK_WITHIN_HOURS} hours and resolve it within {RESOLVE_WITHIN_DAYS} days.{' '}
        <a href="/grievances">File a grievance</a>
      </p>
    </section>
  );
}
