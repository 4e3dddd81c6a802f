import { sessionFromCookies } from '@/server/accounts/auth/session';
import { listReviews } from '@/server/trust/reviews/service';
import { RatingStars } from './rating-stars';
import { ReportButton } from './report-button';
import { ReviewForm } from './review-form';
import { ReplyForm } from './reply-form';
import { ReportReviewButton } from './report-review-button';

/**
 * Reviews on a public profile (server-rendered): average and count, each review
 * with the poster's one reply; signed-in visitors rate (or edit their rating),
 * the poster replies, anyone signed in reports the profile.
 */
export async function PosterReviews({ userId, role }: { userId: number; role: string }) {
  const [data, session] = await Promise.all([listReviews('user', userId), sessionFromCookies()]);
  const me = session?.user.id ?? null;
  const isPoster = me === userId;
  return (
    <section className="page-width pb-4" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="h5">Ratings and reviews</h2>
      <RatingStars average={data.average} count={data.count} />
      {role !== 'buyer' && !isPoster && <ReviewForm targetId={userId} />}
      <ul className="list-unstyled mt-3" aria-label="Reviews">
        {data.reviews.map((r) => (
          <li key={r.id} className="border rounded p-3 mb-2" data-testid="review">
            <p className="mb-1"><strong>{r.reviewer_name ?? 'A user'}</strong>{' '}
              <span aria-label={`${r.rating} out of 5 stars`} className="text-warning">{'★'.repeat(r.rating)}{'☆'.repeat(5 - r.rating)}</span></p>
            <p className="mb-1">{r.review}</p>
            {r.reply ? <p className="small mb-0 ms-3 border-start ps-2" data-testid="reply"><strong>Reply from the poster:</strong> {r.reply}</p>
              : isPoster && <ReplyForm reviewId={r.id} />}
            {me !== null && <ReportReviewButton reviewId={r.id} />}
          </li>
        ))}
      </ul>
      {!isPoster && <ReportButton target={{ type: 'user', id: userId }} />}
    </section>
  );
}
