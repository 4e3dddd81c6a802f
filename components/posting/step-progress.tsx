'use client';
import type { Panel } from './wizard-steps';

/** Where the poster is: earlier steps can be reopened, later ones wait for Next. */
export function StepProgress({ panels, at, onGo }: { panels: readonly Panel[]; at: number; onGo: (i: number) => void }) {
  return (
    <nav aria-label="Posting steps">
      <ol className="posting-steps">
        {panels.map((p, i) => (
          <li key={p.key} className={i === at ? 'is-current' : i < at ? 'is-done' : undefined} aria-current={i === at ? 'step' : undefined}>
            {i < at
              ? <button type="button" className="btn btn-link p-0" onClick={() => onGo(i)}>{i + 1}. {p.title}</button>
              : <span>{i + 1}. {p.title}</span>}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">Step {at + 1} of {panels.length}: {panels[at]?.title}</p>
    </nav>
  );
}
