// The callback dialog's words (a client island: its server parent translates, docs/languages.md).
// English is the default, word for word the SPEC's validation texts (lib/validation/auth.ts).
export type CallbackWords = {
  title: string; name: string; phone: string; time: string;
  anyTime: string; morning: string; afternoon: string; evening: string;
  message: string; cancel: string; send: string; close: string;
  sent: string; failed: string;
  required: string; nameInvalid: string; phoneRequired: string; phoneInvalid: string; messageLong: string;
  /** Server message texts by code (lib/server-messages.ts); none in English, which shows the server's words. */
  server?: Readonly<Record<string, string>>;
};

export const ENGLISH_CALLBACK_WORDS: CallbackWords = {
  title: 'Request callback', name: 'Your name', phone: 'Mobile number', time: 'Best time to call',
  anyTime: 'Any time', morning: 'Morning (9–12)', afternoon: 'Afternoon (12–4)', evening: 'Evening (4–8)',
  message: 'Message (optional)', cancel: 'Cancel', send: 'Send request', close: 'Close',
  sent: 'Request sent. The poster will call you back soon.', failed: 'Something Went Wrong',
  required: 'Required', nameInvalid: 'Enter a valid name', phoneRequired: 'Enter your phone number',
  phoneInvalid: 'Please enter the valid phone number', messageLong: 'Keep the message under 500 characters',
};
