'use client';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';

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

/** Copies the page's absolute URL (as the visitor sees it) to the clipboard. */
export function CopyLinkButton({ path }: { path: string }) {
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
      toast.error('Could not copy the link');
      return;
    }
    toast.success('Link copied');
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2500);
  };
  return (
    <button type="button" className="btn btn-outline-secondary btn-sm" onClick={copy}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy link'}</span>
    </button>
  );
}
