'use client';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_WIZARD_WORDS, type WizardWords } from './wizard-words';

type Props = {
  steps: readonly { key: string; title: string }[]; at: number; onGo: (i: number) => void;
  /** Editing: every step can be opened from here (onGo checks the steps before it first). */
  jump?: boolean;
  words?: Pick<WizardWords, 'nav' | 'stepOf'>;
};

/** Where the poster is: earlier steps can be reopened; later ones wait for Next, except while editing. */
export function StepProgress({ steps, at, onGo, jump = false, words = ENGLISH_WIZARD_WORDS }: Props) {
  return (
    <nav aria-label={words.nav}>
      <ol className="posting-steps">
        {steps.map((p, i) => (
          <li key={p.key} className={i === at ? 'is-current' : i < at ? 'is-done' : undefined} aria-current={i === at ? 'step' : undefined}>
            {i !== at && (i < at || jump)
              ? <button type="button" className="btn btn-link p-0" onClick={() => onGo(i)}>{i + 1}. {p.title}</button>
              : <span>{i + 1}. {p.title}</span>}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">{fill(words.stepOf, { n: at + 1, count: steps.length, title: steps[at]?.title ?? '' })}</p>
    </nav>
  );
}
