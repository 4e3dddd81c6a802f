import { SaveButton } from '@/components/listing/save-button';
import { SPONSORED_LABEL } from '@/lib/ranking';
import { bookmarkType, confirmedAgo, postedAgo, type Card } from '@/lib/card';
import { POSTED_BY, labelOf } from '@/lib/enums';
import type { ListingDetail } from '@/server/catalog/detail/detail';
import { ContactButtons } from './contact-buttons';
import { CopyLinkButton } from './copy-link-button';
import { dateText, postedText } from '@/lib/detail/detail-format';
import { detailPrice, pricePerSqft, shareHref } from '@/lib/detail/detail-meta';
import { PosterCard } from './poster-card';
import { PosterTrust } from '@/components/trust/poster-trust';
import { SafetyNote } from '@/components/decide/safety-note';
import { CompareButton } from '@/components/compare/compare-button';
import type { DetailWords } from './detail-words';
import type { PartWords } from './part-words';
import { fill } from '@/lib/i18n/fill';
import { dateTextIn } from '@/lib/format/dates';

const DEAL = { sale: 'For sale', rent: 'For rent' } as const;

type Props = {
  d: ListingDetail; heading: string; pageUrl: string; words?: DetailWords;
  /** Hindi and Kannada: the poster's, callback's and trust block's words, and links in the language. */
  parts?: PartWords; link?: (path: string) => string;
};

function Badges({ card, w }: { card: Card; w?: DetailWords }) {
  const deal = w ? { sale: w.forSale, rent: w.forRent } : DEAL;
  return (
    <ul className="detail-badges" aria-label={w?.highlights ?? 'Highlights'}>
      <li className="badge text-bg-light border">{card.kind === 'pg' ? w?.pg ?? 'PG' : card.kind === 'project' ? w?.newProject ?? 'New project' : deal[card.post_type]}</li>
      {card.is_verified && <li className="badge text-bg-success">{w?.card.verified ?? 'Verified'}</li>}
      {card.is_featured && <li className="badge text-bg-warning">{w && w.locale !== 'en' ? w.card.sponsored : SPONSORED_LABEL}</li>}
    </ul>
  );
}

/** Heading, price, dates, save/share and contact: what a visitor acts on, kept together. */
/** "Posted 5 days ago" in the page's language (English as postedText writes it). */
function posted(iso: string, w?: DetailWords): string {
  if (!w || w.locale === 'en') return postedText(iso);
  const ago = postedAgo(iso, undefined, w.card.ago);
  return ago === dateText(iso) ? fill(w.postedOn, { date: dateTextIn(iso, w.locale) }) : fill(w.postedAgo, { ago });
}

export function DetailSummary({ d, heading, pageUrl, words: w, parts, link }: Props) {
  const { card, detail } = d;
  const updated = typeof detail.updated_at === 'string' && detail.updated_at.slice(0, 10) !== card.posted_at.slice(0, 10)
    ? (w && w.locale !== 'en' ? dateTextIn(detail.updated_at, w.locale) : dateText(detail.updated_at)) : null;
  const role = labelOf(POSTED_BY, card.posted_by);
  return (
    <div className="detail-summary">
      <Badges card={card} w={w} />
      <h1 className="detail-summary__title">{heading}</h1>
      <p className="detail-summary__place">{card.locality}, {parts?.heading.city ?? card.city}</p>
      <p className="detail-summary__price" data-testid="detail-price">
        {card.kind === 'pg' && card.price != null && <span className="detail-summary__from">{w?.from ?? 'from '}</span>}
        {w ? detailPrice(card, w.locale, w.locale === 'en' ? '/month' : w.card.perMonth) : detailPrice(card)}
        {detail.negotiable === true && <span className="detail-summary__from">{w?.negotiable ?? ' (negotiable)'}</span>}
      </p>
      {pricePerSqft(card) && <p className="detail-summary__rate" data-testid="price-per-sqft">{pricePerSqft(card, w?.perSqft)}</p>}
      <p className="detail-summary__dates">
        {posted(card.posted_at, w)}
        {updated && <> · {w ? fill(w.updated, { date: updated }) : `Updated ${updated}`}</>}
        {card.confirmed_at && <> · <span data-testid="detail-confirmed">{confirmedAgo(card.confirmed_at, undefined, w?.card.confirmed)}</span></>}
      </p>
      <div className="detail-share">
        <SaveButton id={card.id} propertyType={bookmarkType(card)} title={w && w.locale !== 'en' ? heading : card.title} className="btn btn-outline-secondary btn-sm detail-save" words={w?.card.save} />
        <a className="btn btn-outline-secondary btn-sm" href={shareHref(heading, pageUrl)} target="_blank" rel="noopener noreferrer">
          {w?.share ?? 'Share on WhatsApp'}<span className="visually-hidden">{w?.newTab ?? ' (opens in a new tab)'}</span>
        </a>
        <CopyLinkButton path={link ? link(card.url) : card.url} words={parts?.actions} />
      </div>
      {card.kind === 'property' && <CompareButton id={card.id} words={parts?.actions} />}
      <ContactButtons contactLabel={w && w.locale !== 'en' ? w.card.contact[card.posted_by] ?? w.card.contact.poster : `Contact ${role}`} propertyId={card.id} propertyType={bookmarkType(card)}
        {...(w && w.locale !== 'en' ? { callbackLabel: w.card.callback } : {})} callbackWords={parts?.callback} enquiryWords={parts?.enquiry} />
      <SafetyNote words={w && w.locale !== 'en' ? w.safety : undefined} />
      <PosterCard poster={d.poster} postedBy={card.posted_by} words={parts?.poster} link={link} />
      <PosterTrust d={d} words={parts?.posterTrust} />
    </div>
  );
}
