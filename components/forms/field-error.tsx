/** The error line under a field, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return <div id={id} className="invalid-feedback d-block" role="alert">{message}</div>;
}
