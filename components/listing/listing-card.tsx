import Link from 'next/link';
import { Photo } from '@/components/media/photo';
import { bookmarkType, cardPrice, confirmedAgo, postedAgo, type CardView } from '@/lib/card';
import { formatPrice } from '@/lib/format/price';
import { formatCount } from '@/lib/format/counts';
import { priceDropText } from '@/lib/history/history-text';
import { photoAlt, photoSubject } from '@/lib/detail/photo-text';
import { SPONSORED_LABEL } from '@/lib/ranking';
import { SaveButton } from './save-button';
import { CardContact } from './card-contact';
import { ENGLISH_CARD_WORDS, type CardWords } from './card-words';
import { localePath } from '@/lib/i18n/locales';
import { headingIn } from '@/lib/detail/heading-words';

// Adjacent text parts below are one template string: React marks each seam in
// the HTML with <!-- -->, and twenty cards carried dozens of them.
const ROLE = { owner: 'Owner', agent: 'Agent', builder: 'Builder' } as Record<string, string>;

function facts(card: CardView, w: CardWords): string[] {
  const out: string[] = [];
  if (card.bedrooms) out.push(card.bedrooms_max && card.bedrooms_max !== card.bedrooms ? `${card.bedrooms}-${card.bedrooms_max} BHK` : `${card.bedrooms} BHK`);
  if (card.area) out.push(`${card.area_display ?? `${formatCount(card.area.value)} ${card.area.unit}`} ${w.areas[card.area.label] ?? card.area.label.toLowerCase()}`);
  if (card.kind === 'pg' && card.gender) out.push(w.gender[card.gender] ?? w.gender.Female);
  if (card.furnishing) out.push(w.furnishing[card.furnishing] ?? card.furnishing.replace('_', '-').replace(/^\w/, (c) => c.toUpperCase()));
  return out;
}

// The card's width in the grids (.card-grid: 1 / 2 / 3 / 4 columns at 576 / 992 / 1400 px).
const CARD_SIZES = '(min-width: 1400px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw';

/** One result: photo, price, key facts, place, who posted and when, save. Server-renderable. */
/** `priority`: the first card of a results page, likely the LCP image: fetched at once, not lazily. */
/** `contact`: Contact / Request callback on the card (search results; a detail page's similar cards link to their own). */
/** `words`: the page's language (ENGLISH_CARD_WORDS by default); what the poster wrote stays as written. */
export function ListingCard({ card, headingLevel = 3, priority = false, contact = false, words: w = ENGLISH_CARD_WORDS }: {
  card: CardView; headingLevel?: 2 | 3; priority?: boolean; contact?: boolean; words?: CardWords;
}) {
  const H = `h${headingLevel}` as 'h2' | 'h3';
  // A title the site wrote ("2 BHK Flat for Rent in X") reads in the page's language; a PG's, a project's and a poster's own title stay.
  const title = w.titles && card.kind === 'property' ? headingIn({ kind: card.kind, card, detail: {} }, w.titles) : card.title;
  const price = card.price == null ? w.onRequest : cardPrice(card, (n) => formatPrice(n, w.locale)).replace(/ \/month$/, w.perMonth);
  return (
    <article className="listing-card" data-testid="listing-card" data-id={card.id} data-kind={card.kind}>
      <div className="listing-card__media">
        {card.image ? (
          <Photo src={card.image} alt={photoAlt(photoSubject(card), 0, card.images_count)} width={400} height={260} sizes={CARD_SIZES}
            {...(priority ? { preload: true, fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
        ) : (
          <div className="listing-card__noimg" aria-hidden="true">{w.noPhoto}</div>
        )}
        {card.is_featured && <span className="badge text-bg-warning listing-card__badge">{w.locale === 'en' ? SPONSORED_LABEL : w.sponsored}</span>}
        {card.images_count > 0 && (
          // The camera icon is drawn by CSS: this card's code ships with every results page.
          <span className="listing-card__photos" data-testid="card-photos">
            {card.images_count}<span className="visually-hidden">{` ${card.images_count === 1 ? w.photo : w.photos}`}</span>
          </span>
        )}
        <div className="listing-card__save">
          <SaveButton id={card.id} propertyType={bookmarkType(card)} title={title} initiallySaved={card.is_saved} words={w.save} />
        </div>
      </div>
      <div className="listing-card__body">
        <p className="listing-card__price" data-testid="card-price">{price}</p>
        {card.price_drop && <p className="listing-card__drop" data-testid="card-price-drop">{priceDropText(card.price_drop)}</p>}
        <H className="listing-card__title">
          {card.available === false
            ? title
            : <Link href={localePath(card.url, w.locale)} className="stretched-link" prefetch={false}>{title}</Link>}
        </H>
        {card.available === false && <p className="badge text-bg-secondary" data-testid="card-unavailable">{w.unavailable}</p>}
        <p className="listing-card__place">{`${card.locality}, ${card.city}`}</p>
        <ul className="listing-card__facts" aria-label={w.keyFacts}>
          {facts(card, w).map((f) => <li key={f}>{f}</li>)}
        </ul>
        <p className="listing-card__meta">
          {`${(w.locale === 'en' ? ROLE : w.roles)[card.posted_by] ?? card.posted_by} · ${postedAgo(card.posted_at, undefined, w.ago)}`}
          {card.is_verified && <span className="badge text-bg-success ms-2">{w.verified}</span>}
        </p>
        {card.confirmed_at && <p className="listing-card__fresh" data-testid="card-confirmed">{confirmedAgo(card.confirmed_at, undefined, w.confirmed)}</p>}
        {/* A button, not a link: a URL per listing would be a crawl sink. Without script the form
            opens /compare with the listing added; with the tray's island it joins the tray in place. */}
        {card.kind === 'property' && card.available !== false && (
          <form className="listing-card__compare" method="get" action="/compare">
            <input type="hidden" name="add" value={card.id} />
            <button type="submit" className="btn btn-link btn-sm p-0">{w.compare}<span className="visually-hidden">{` ${title}`}</span></button>
          </form>
        )}
        {card.rera_number && <p className="listing-card__fresh text-break" data-testid="card-rera">RERA {card.rera_number}</p>}
        {/* Same rules as the detail page: login first, then an enquiry or a callback; the poster's number stays private. */}
        {contact && card.available !== false && (
          <CardContact compact contactLabel={w.locale === 'en' ? `Contact ${ROLE[card.posted_by] ?? 'poster'}` : w.contact[card.posted_by] ?? w.contact.poster} propertyId={card.id} propertyType={bookmarkType(card)}
            {...(w.locale === 'en' ? {} : { callbackLabel: w.callback })} />
        )}
      </div>
    </article>
  );
}
