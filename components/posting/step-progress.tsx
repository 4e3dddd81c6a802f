'use client';
import type { Panel } from './wizard-steps';

type Props = {
  panels: readonly { key: string; title: string }[] | readonly Panel[]; at: number; onGo: (i: number) => void;
  /** Editing: every step can be opened from here (onGo checks the steps before it first). */
  jump?: boolean;
};

/** Where the poster is: earlier steps can be reopened; later ones wait for Next, except while editing. */
export function StepProgress({ panels, at, onGo, jump = false }: Props) {
  return (
    <nav aria-label="Posting steps">
      <ol className="posting-steps">
        {panels.map((p, i) => (
          <li key={p.key} className={i === at ? 'is-current' : i < at ? 'is-done' : undefined} aria-current={i === at ? 'step' : undefined}>
            {i !== at && (i < at || jump)
              ? <button type="button" className="btn btn-link p-0" onClick={() => onGo(i)}>{i + 1}. {p.title}</button>
              : <span>{i + 1}. {p.title}</span>}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">Step {at + 1} of {panels.length}: {panels[at]?.title}</p>
    </nav>
  );
}

/**
 * Opening step `to` from the step list: back is always allowed; forward (editing) only
 * past steps that are valid. Answers the step to open: `to`, or the first step that is
 * not valid yet (its errors show once the poster presses Next there).
 */
export async function reachableStep(to: number, at: number, isValid: (i: number) => Promise<boolean>): Promise<number> {
  if (to <= at) return to;
  for (let i = 0; i < to; i++) if (!(await isValid(i))) return i;
  return to;
}
