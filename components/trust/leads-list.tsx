import Link from 'next/link';
import { dateTimeText } from '@/lib/format/dates';
import type { posterLeads } from '@/server/trust/leads/service';
import { ShareNumberButton } from './share-number-button';

type Lead = Awaited<ReturnType<typeof posterLeads>>['data'][number];
const when = (iso: string | null) => (iso ? dateTimeText(iso) : '');

/** A poster's leads: callback requests and enquiries, each with the visitor's number and Share my number. */
export function LeadsList({ leads }: { leads: Lead[] }) {
  if (!leads.length) return <div className="empty-state" role="status"><p className="mb-0">No enquiries or callback requests yet</p></div>;
  return (
    <ul className="callback-list">
      {leads.map((l) => (
        <li key={`${l.lead_type}:${l.id}`} className="callback-item" data-testid="lead">
          <p className="fw-semibold mb-1">
            <span className="badge text-bg-light border me-2">{l.lead_type === 'enquiry' ? 'Enquiry' : 'Callback'}</span>
            {l.item ? <Link href={l.item.url} prefetch={false}>{l.item.title}</Link> : 'A listing that is no longer live'}
          </p>
          {/* No number: the sender withdrew "share my number" or deleted the account (DPDP). */}
          <p className="mb-1">{l.name} · {l.phone_number
            ? <a href={`tel:+91${l.phone_number}`}>+91 {l.phone_number}</a>
            : <span className="text-body-secondary">number no longer shared</span>}</p>
          {l.message && <p className="mb-1">“{l.message}”</p>}
          <ShareNumberButton leadType={l.lead_type} leadId={l.id} shared={l.number_shared} />
          <p className="text-muted small mb-0"><time dateTime={l.created_at ?? undefined}>{when(l.created_at)}</time></p>
        </li>
      ))}
    </ul>
  );
}
