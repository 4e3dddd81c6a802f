import type { ListingDetail } from '@/server/catalog/detail/detail';
import { sessionFromCookies } from '@/server/accounts/auth/session';
import { sharedPosterPhone } from '@/server/trust/leads/shared-phone';
import { ratingSummary } from '@/server/trust/reviews/service';
import { bookmarkType } from '@/lib/card';
import { RatingStars } from './rating-stars';
import { ReportButton } from './report-button';
import type { RatingWords } from '@/components/detail/action-words';

/** The block's words in Hindi or Kannada: the two sentences, the rating and Report. */
export type PosterTrustWords = { numberPrivate: string; numberShared: string; rating: RatingWords; report: string };

/**
 * Under the detail page's poster card: the poster's rating, their number only
 * for a visitor they shared it with (server/trust/leads), and Report this property.
 */
/** `words`: the page's language (English by default). */
export async function PosterTrust({ d, words: w }: { d: ListingDetail; words?: PosterTrustWords }) {
  const session = await sessionFromCookies();
  const [rating, phone] = await Promise.all([
    d.poster ? ratingSummary('user', d.poster.id) : Promise.resolve({ average: null, count: 0 }),
    sharedPosterPhone(session?.user.id, d.kind, d.card.id),
  ]);
  return (
    <div className="poster-trust mt-2" data-testid="poster-trust">
      <RatingStars {...rating} words={w?.rating} />
      {phone ? (
        <p className="mb-1" data-testid="shared-phone">
          {w?.numberShared ?? 'The poster shared their number with you:'} <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        </p>
      ) : (
        <p className="small text-muted mb-1">{w?.numberPrivate ?? 'The poster’s number is private until they share it with you.'}</p>
      )}
      <ReportButton target={{ type: 'property', id: d.card.id, propertyType: bookmarkType(d.card) }} label={w?.report} />
    </div>
  );
}
