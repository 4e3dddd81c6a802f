import type { Metadata } from 'next';
import { GrievanceForm } from '@/components/grievance/grievance-form';
import { GrievanceOfficerBlock } from '@/components/grievance/officer-block';
import { pageMetadata } from '@/server/catalog/seo/metadata';

const TITLE = 'Grievances';
const DESCRIPTION = 'File a complaint with GharBazaar’s grievance officer: acknowledged within 48 hours, resolved within a month.';

export async function generateMetadata(): Promise<Metadata> {
  return { title: TITLE, description: DESCRIPTION, ...(await pageMetadata({ path: '/grievances', title: TITLE, description: DESCRIPTION })) };
}

export default function GrievancesPage() {
  return (
    <div className="page-width py-4" style={{ maxWidth: 880 }}>
      <h1 className="h3">Grievances</h1>
      <p>If something on GharBazaar went wrong for you (a listing, a payment, your account or your personal data),
        tell our grievance officer. You get a ticket number at once and an acknowledgement by e-mail.</p>
      <GrievanceOfficerBlock />
      <h2 className="h4 mt-4">File a grievance</h2>
      <GrievanceForm />
    </div>
  );
}
