'use client';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { unsubscribe } from '@/services/api/consent';

/** One button: the signed token in the mail's link names who and what. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<{ done?: string; error?: string; busy?: boolean }>({});
  if (!token) return <p>This link is incomplete. You can stop any mail from Settings after logging in.</p>;
  if (state.done) return <p role="status">{state.done}</p>;
  return (
    <>
      <p>Stop these mails? You can turn them on again in Settings.</p>
      <button type="button" className="btn btn-primary" disabled={state.busy} aria-busy={state.busy || undefined}
        onClick={async () => {
          setState({ busy: true });
          try {
            setState({ done: (await unsubscribe(token)).message });
          } catch (e) {
            setState({ error: errorMessage(e, 'Something Went Wrong') });
          }
        }}>Unsubscribe</button>
      {state.error && <p className="text-danger mt-2" role="alert">{state.error}</p>}
    </>
  );
}
