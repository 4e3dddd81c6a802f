// SPEC §5 "Generic field errors get an appended '!'": messages the spec does not
// word itself (yup defaults, plain 'Required') end with '!'. Exact spec texts
// are written out in the schemas and never pass through here twice.

export const REQUIRED = withBang('Required');

/** Appends '!' once; already-banged or empty messages are left alone. */
export function withBang(message: string): string {
  if (!message || message.endsWith('!')) return message;
  return `${message}!`;
}

// SPEC §5 words this error in lower case ('should be greater than Project Lunched On'):
// a form shows it as written, never sentence-cased.
export const DATE2_AFTER_DATE1 = 'should be greater than Project Lunched On';
const AS_WRITTEN = [DATE2_AFTER_DATE1];

/** A spec text that a form shows exactly as the spec writes it. */
export const isAsWritten = (message: string): boolean => AS_WRITTEN.includes(message);

/** A schema message as a wizard shows it: sentence case (spec texts as written), with the '!'. */
export function formError(message: string): string {
  const text = isAsWritten(message) ? message : message.charAt(0).toUpperCase() + message.slice(1);
  return withBang(text);
}

/** Bangs every message of a Formik-style error map (nested objects and lists too). */
export function bangErrors<T>(errors: T): T {
  if (typeof errors === 'string') return withBang(errors) as T;
  if (Array.isArray(errors)) return errors.map((e) => bangErrors(e)) as T;
  if (errors && typeof errors === 'object') {
    return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, bangErrors(v)])) as T;
  }
  return errors;
}
