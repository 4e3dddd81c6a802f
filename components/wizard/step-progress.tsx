'use client';

type Props = {
  steps: readonly { key: string; title: string }[]; at: number; onGo: (i: number) => void;
  /** Editing: every step can be opened from here (onGo checks the steps before it first). */
  jump?: boolean;
};

/** Where the poster is: earlier steps can be reopened; later ones wait for Next, except while editing. */
export function StepProgress({ steps, at, onGo, jump = false }: Props) {
  return (
    <nav aria-label="Posting steps">
      <ol className="posting-steps">
        {steps.map((p, i) => (
          <li key={p.key} className={i === at ? 'is-current' : i < at ? 'is-done' : undefined} aria-current={i === at ? 'step' : undefined}>
            {i !== at && (i < at || jump)
              ? <button type="button" className="btn btn-link p-0" onClick={() => onGo(i)}>{i + 1}. {p.title}</button>
              : <span>{i + 1}. {p.title}</span>}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">Step {at + 1} of {steps.length}: {steps[at]?.title}</p>
    </nav>
  );
}
