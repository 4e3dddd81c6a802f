'use client';
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { newsletterEmailError } from '@/lib/validation/newsletter-rules';
import { createNewsletter } from '@/services/api/misc';
import { errorMessage } from '@/lib/error-message';
import { fieldClass } from '@/components/forms/field-class';
import { FieldError } from '@/components/forms/field-error';
import { SubmitButton } from '@/components/forms/submit-button';
import { toast } from './toast';

/**
 * SPEC §5/§7: success toasts the server message; the form resets either way.
 * A plain form rather than Formik (it sits in every page's footer), behaving
 * as the Formik forms do: checked on change and blur, the error shown once the
 * field was left or a submit was tried.
 */
export type NewsletterWords = { label: string; notice: string; privacy: string; submit: string; privacyHref: string };

const ENGLISH: NewsletterWords = {
  label: 'Your e-mail address', notice: 'For the newsletter only, about once a month. Every mail has an unsubscribe link.',
  privacy: 'Privacy notice', submit: 'Subscribe', privacyHref: '/static-pages/privacy-policy',
};

/** `words`: the page's language (the footer passes them; no catalogue code reaches the browser). */
export function NewsletterForm({ words = ENGLISH }: { words?: NewsletterWords }) {
  const id = useId();
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = touched ? newsletterEmailError(email) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTouched(true);
    if (newsletterEmailError(email)) return;
    setBusy(true);
    try {
      const res = await createNewsletter(email.trim());
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err, 'Something Went Wrong'));
    } finally {
      setEmail('');
      setTouched(false);
      setBusy(false);
    }
  };

  return (
    <form noValidate className="d-flex flex-column gap-2" onSubmit={submit}>
      <div>
        <label htmlFor={id} className="form-label">{words.label}</label>
        <input id={id} name="email" type="email" className={fieldClass('form-control', !!error)}
          aria-invalid={!!error || undefined} aria-describedby={error ? `${errorId} ${noticeId}` : noticeId}
          placeholder="you@example.in" autoComplete="email" value={email}
          onChange={(e) => setEmail(e.target.value)} onBlur={() => setTouched(true)} />
        <FieldError id={errorId} message={error} />
        {/* The notice before consent (DPDP s.5): what the address is for and how to take it back. */}
        <p id={noticeId} className="small mb-0 mt-1">
          {words.notice}{' '}
          <Link href={words.privacyHref} className="text-decoration-underline">{words.privacy}</Link>
        </p>
      </div>
      <SubmitButton busy={busy}>{words.submit}</SubmitButton>
    </form>
  );
}
