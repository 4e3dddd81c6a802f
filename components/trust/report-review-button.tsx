'use client';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { createReviewReport } from '@/services/api/trust';
import { requireLogin } from '@/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** "Report as abusive" on one review: it goes to the moderation desk's review queue. */
export function ReportReviewButton({ reviewId }: { reviewId: number }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const [done, setDone] = useState(false);
  if (done) return <span className="small text-muted" role="status">Reported</span>;
  return (
    <button type="button" className="btn btn-link btn-sm p-0 text-muted"
      onClick={async () => {
        if (!loggedIn) return void dispatch(requireLogin(null));
        try {
          await createReviewReport({ review_id: reviewId });
          setDone(true);
          toast.success('Thank you. Our team will look into this review.');
        } catch (e) {
          toast.error(errorMessage(e, 'Something Went Wrong'));
        }
      }}>
      Report as abusive
    </button>
  );
}
