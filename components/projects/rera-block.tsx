import { RERA_NOT_PROVIDED } from '@/lib/projects/rera';
import type { ProjectExtras } from '@/server/projects/detail-extras';

const host = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * RERA s. 11(2) and the state orders (MahaRERA from August 2023, Kerala, Gujarat): a project ad shows its
 * registration number, the authority's website and the QR code together, at the top and legibly (body-size
 * text, the site written out, a 132 px QR). Shown above the gallery and again beside the brochure.
 * Beside the brochure (an h2 section) its title is an h3; at the top it comes before the page's h1,
 * so the detail page passes `heading={null}` and the title is a plain label (still naming the region).
 */
export function ReraBlock({ rera, id = 'rera', heading = 'h3' }: { rera: ProjectExtras['rera']; id?: string; heading?: 'h3' | null }) {
  const Title = heading ?? 'p';
  if (!rera.number) {
    return <p className="rera-block rera-block--missing text-danger fw-semibold" id={id} data-testid="rera-missing">{RERA_NOT_PROVIDED}</p>;
  }
  return (
    <section className="rera-block d-flex flex-wrap gap-3 align-items-center border rounded p-2 mb-3" id={id} aria-labelledby={`${id}-title`}>
      <a href={rera.site} target="_blank" rel="noopener noreferrer" aria-label={`QR code: open ${rera.authority}'s website`}
        dangerouslySetInnerHTML={{ __html: rera.qr_svg ?? '' }} style={{ width: 132, height: 132, display: 'block', flex: 'none' }} />
      <div className="min-w-0">
        <Title id={`${id}-title`} className="h6 mb-1">RERA registered</Title>
        <p className="mb-1">Registration number: <strong data-testid="rera-number" className="text-break">{rera.number}</strong></p>
        <p className="mb-1">{rera.authority}</p>
        <p className="mb-0">Check it at <a href={rera.site} target="_blank" rel="noopener noreferrer" data-testid="rera-site">{host(rera.site)}</a></p>
      </div>
    </section>
  );
}
