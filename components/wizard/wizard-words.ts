import { ENGLISH_AUTH_WORDS, type AuthWords } from '@/components/auth/auth-words';

/** What the wizard engine says around a wizard's own panels, in the page's language; English by default. */
export type WizardWords = {
  next: string; previous: string; back: string; nav: string;
  /** "Step {n} of {count}: {title}" and 'Complete "{title}" first': filled in the browser. */
  stepOf: string; completeFirst: string;
  wrong: string; restored: string; startOver: string;
  /** The unsaved-changes question of a wizard's Back. */
  leave: string;
  dialogs: Pick<AuthWords, 'unsaved' | 'close'> & { saved: string };
  /** Server message code to its template; empty in English, which shows the server's own words. */
  server: Readonly<Record<string, string>>;
};

export const ENGLISH_WIZARD_WORDS: WizardWords = {
  next: 'Next', previous: 'Previous', back: 'Back', nav: 'Posting steps', stepOf: 'Step {n} of {count}: {title}',
  completeFirst: 'Complete "{title}" first', wrong: 'Something Went Wrong',
  restored: 'We restored the draft you left here.', startOver: 'Start over',
  leave: 'You have filled in details that are not posted yet. Save them as a draft on this device before you leave? You can finish posting later.',
  dialogs: { close: ENGLISH_AUTH_WORDS.close, unsaved: ENGLISH_AUTH_WORDS.unsaved, saved: 'Changes Saved Successfully' },
  server: {},
};
