// The words of the detail page's client islands and trust block (client components take plain
// strings from their server parent, docs/languages.md). English is the default, word for word
// what these blocks have always said; Hindi and Kannada come from part-words.ts.

/** Compare, copy link and report; templates fill {n}. */
export type ActionWords = {
  compareAdd: string; compareRemove: string; compareFull: string; compareOpen: string;
  copy: string; copied: string; linkCopied: string; copyFailed: string; report: string;
};

export const ENGLISH_ACTION_WORDS: ActionWords = {
  compareAdd: 'Add to compare', compareRemove: 'Remove from compare', compareFull: 'Compare holds {n} listings: remove one first.',
  compareOpen: 'Compare ({n})', copy: 'Copy link', copied: 'Copied', linkCopied: 'Link copied', copyFailed: 'Could not copy the link',
  report: 'Report this property',
};

/** The gallery and the full-screen viewer: {title}, {n} of {total}. */
export type PhotoWords = {
  label: string; of: string; count: string; alt: string; prev: string; next: string;
  full: string; close: string; choose: string; show: string;
};

export const ENGLISH_PHOTO_WORDS: PhotoWords = {
  label: 'Photos', of: 'Photos of {title}', count: 'Photo {n} of {total}', alt: '{title} — photo {n} of {total}',
  prev: 'Previous photo', next: 'Next photo', full: 'View full screen', close: 'Close full-screen photos',
  choose: 'Choose a photo', show: 'Show photo {n} of {total}',
};

/**
 * The enquiry dialog (Contact). `errors`: a validation message's English (the shared schema's) to
 * the page's language; `server`: a server message code to its text (lib/server-messages.ts). Both
 * empty in English, which shows the schema's and the server's own words.
 */
export type EnquiryWords = {
  intro: string; name: string; phone: string; email: string; message: string; defaultMessage: string;
  send: string; cancel: string; close: string; sent: string; failed: string;
  errors: Readonly<Record<string, string>>; server: Readonly<Record<string, string>>;
};

export const ENGLISH_ENQUIRY_WORDS: EnquiryWords = {
  intro: 'Posters’ numbers stay private. Yours goes to this poster only.', name: 'Your name', phone: 'Mobile number',
  email: 'E-mail (optional)', message: 'Message', defaultMessage: 'Hi, I am interested in this property. Is it still available?',
  send: 'Send enquiry', cancel: 'Cancel', close: 'Close', sent: 'Enquiry sent. The poster can share their number with you.',
  failed: 'Something Went Wrong', errors: {}, server: {},
};

/** The poster's rating: {value} out of 5, {count} reviews. */
export type RatingWords = { none: string; one: string; many: string };

export const ENGLISH_RATING_WORDS: RatingWords = {
  none: 'No reviews yet', one: '{value} out of 5 ({count} review)', many: '{value} out of 5 ({count} reviews)',
};
