'use client';
import { Form, Formik } from 'formik';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { replySchema } from '@/lib/trust/schemas';
import { replyToReview } from '@/services/api/trust';
import { TextareaField } from '@/components/forms/textarea-field';
import { SubmitButton } from '@/components/forms/submit-button';

const schema = replySchema.pick(['reply']);

/** The reviewed poster's one reply. */
export function ReplyForm({ reviewId }: { reviewId: number }) {
  const router = useRouter();
  return (
    <Formik initialValues={{ reply: '' }} validationSchema={schema}
      onSubmit={async (v) => {
        try {
          await replyToReview({ review_id: reviewId, ...v });
          toast.success('Reply posted');
          router.refresh();
        } catch (e) {
          toast.error(errorMessage(e, 'Something Went Wrong'));
        }
      }}>
      {({ isSubmitting }) => (
        <Form noValidate className="mt-2 ms-3" aria-label="Reply to this review">
          <TextareaField name="reply" label="Your reply (you can reply once)" rows={2} />
          <SubmitButton busy={isSubmitting}>Reply</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
