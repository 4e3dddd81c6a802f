'use client';
import { useErrorText } from './error-words';

/** The error line under a field, announced when it appears, in the page's language (ErrorWords). */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  const text = useErrorText()(message);
  if (!text) return null;
  return <div id={id} className="invalid-feedback d-block" role="alert">{text}</div>;
}
