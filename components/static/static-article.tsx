import type { StaticPage } from '@/lib/static-content';

export function StaticArticle({ page }: { page: StaticPage }) {
  return (
    <article className="page-width py-4" style={{ maxWidth: 880 }}>
      <h1 className="mb-3">{page.title}</h1>
      <p className="lead">{page.description}</p>
      {page.sections.map((s) => (
        <section key={s.heading} className="mb-4">
          <h2 className="h4">{s.heading}</h2>
          {s.body.map((p) => <p key={p}>{p}</p>)}
        </section>
      ))}
    </article>
  );
}
