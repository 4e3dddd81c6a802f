import type { ProjectExtras } from '@/server/listings/projects/detail-extras';

const host = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The block's words in a page's language ({label}: the number, {name}: the authority); English by default. */
export type ReraWords = {
  registered: string; number: string; search: string; see: string; exempt: string; qrSearch: string; qrOpen: string;
};
const ENGLISH: ReraWords = {
  registered: 'RERA registered', number: 'Registration number:', search: 'Search the number at ', see: 'See the project at ',
  exempt: 'Not registered with RERA: checked as exempt from registration (RERA s. 3(2)).',
  qrSearch: "QR code: search {label} on {name}'s site", qrOpen: "QR code: open {label} on {name}'s site",
};

/**
 * RERA s. 11(2) and the state orders (MahaRERA from August 2023, Kerala, Gujarat): a project ad shows its
 * registration number, the authority's website and the QR code together, at the top and legibly (body-size
 * text, the site written out, a 132 px QR). Shown above the gallery and again beside the brochure.
 * Beside the brochure (an h2 section) its title is an h3; at the top it comes before the page's h1,
 * so the detail page passes `heading={null}` and the title is a plain label (still naming the region).
 */
export function ReraBlock({ rera, id = 'rera', heading = 'h3', words: w = ENGLISH }: {
  rera: ProjectExtras['rera']; id?: string; heading?: 'h3' | null; words?: ReraWords;
}) {
  const Title = heading ?? 'p';
  // Only live projects have a page, and a project without a number goes live only when the desk found it
  // exempt (RERA s. 3(2)) or its state has no RERA rules in force: say so, never "not provided".
  if (!rera.number) {
    return <p className="rera-block small text-body-secondary" id={id} data-testid="rera-exempt">{w.exempt}</p>;
  }
  const check = rera.check_url ?? rera.site;
  const searchOnly = rera.check_kind !== 'project';
  return (
    <section className="rera-block d-flex flex-wrap gap-3 align-items-center border rounded p-2 mb-3" id={id} aria-labelledby={`${id}-title`}>
      <a href={check} target="_blank" rel="noopener noreferrer" data-testid="rera-qr"
        aria-label={(searchOnly ? w.qrSearch : w.qrOpen).replace('{label}', rera.number).replace('{name}', rera.authority)}
        dangerouslySetInnerHTML={{ __html: rera.qr_svg ?? '' }} style={{ width: 132, height: 132, display: 'block', flex: 'none' }} />
      <div className="min-w-0">
        <Title id={`${id}-title`} className="h6 mb-1">{w.registered}</Title>
        <p className="mb-1">{w.number} <strong data-testid="rera-number" className="text-break">{rera.number}</strong></p>
        <p className="mb-1">{rera.authority}</p>
        <p className="mb-0">{searchOnly ? w.search : w.see}
          <a href={check} target="_blank" rel="noopener noreferrer" data-testid="rera-site">{host(rera.site)}</a></p>
      </div>
    </section>
  );
}
