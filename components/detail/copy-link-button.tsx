'use client';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { ENGLISH_ACTION_WORDS, type ActionWords } from './action-words';

// Older or non-secure contexts have no async clipboard: a selected textarea still copies.
function legacyCopy(text: string): boolean {
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  const ok = document.execCommand('copy');
  ta.remove();
  return ok;
}

/** Copies the page's absolute URL (as the visitor sees it: `path` in its language) to the clipboard. */
export function CopyLinkButton({ path, words: w = ENGLISH_ACTION_WORDS }: { path: string; words?: ActionWords }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = new URL(path, window.location.href).toString();
    let ok = false;
    try {
      await navigator.clipboard.writeText(url);
      ok = true;
    } catch {
      ok = legacyCopy(url);
    }
    if (!ok) {
      toast.error(w.copyFailed);
      return;
    }
    toast.success(w.linkCopied);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2500);
  };
  return (
    <button type="button" className="btn btn-outline-secondary btn-sm" onClick={copy}>
      <span aria-live="polite">{copied ? w.copied : w.copy}</span>
    </button>
  );
}
