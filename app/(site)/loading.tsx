export default function Loading() {
  return (
    <div className="page-width py-5 d-flex justify-content-center" role="status" aria-live="polite">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
