'use client';
import { Form, Formik } from 'formik';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { reviewSchema } from '@/lib/trust/schemas';
import { createReview } from '@/services/api/trust';
import { requireLogin } from '@/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { SubmitButton } from '@/components/forms/submit-button';

const STARS = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n} ★` }));
const schema = reviewSchema.pick(['rating', 'review']);

/** Rate a poster: 1-5 stars and a few words; sending again edits your review. */
export function ReviewForm({ targetId, targetType = 'user' }: { targetId: number; targetType?: 'user' | 'project' }) {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const dispatch = useAppDispatch();
  const router = useRouter();
  if (!loggedIn) {
    return <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => dispatch(requireLogin(null))}>Log in to rate this poster</button>;
  }
  return (
    <Formik initialValues={{ rating: 0, review: '' }} validationSchema={schema}
      onSubmit={async (v, { resetForm }) => {
        try {
          await createReview({ target_type: targetType, target_id: targetId, ...v });
          toast.success('Thank you for your review');
          resetForm();
          router.refresh();
        } catch (e) {
          toast.error(errorMessage(e, 'Something Went Wrong'));
        }
      }}>
      {({ isSubmitting }) => (
        <Form noValidate className="border rounded p-3" aria-label="Rate this poster">
          <ChoiceGroupField name="rating" label="Your rating" options={STARS} />
          <TextareaField name="review" label="Your review" rows={3} />
          <SubmitButton busy={isSubmitting}>Post review</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
