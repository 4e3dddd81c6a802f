'use client';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@/lib/constants';
import { fill } from '@/lib/i18n/fill';

type Props = {
  value: string; onChange: (v: string) => void; invalid?: boolean; describedBy?: string;
  /** The group's name and each box's ({n} of {count}), in the page's language. */
  group?: string; digit?: string;
};

/** SPEC §5: 4 boxes, one character each, accepts paste. */
export function OtpInput({ value, onChange, invalid, describedBy, group = 'One-time password', digit = 'OTP digit {n} of {count}' }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const setAt = (i: number, ch: string) => {
    const next = chars.slice();
    next[i] = ch;
    onChange(next.join('').slice(0, OTP_LENGTH));
  };

  const onInput = (i: number, raw: string) => {
    // Several digits at once (autofill, IME): spread them like a paste.
    const digits = raw.replace(/\D/g, '');
    if (digits.length > 1 && !chars[i]) {
      const next = (chars.slice(0, i).join('') + digits).slice(0, OTP_LENGTH);
      onChange(next);
      boxes.current[Math.min(next.length, OTP_LENGTH - 1)]?.focus();
      return;
    }
    // A box that held a digit: the new one is whichever differs from the old.
    const digit = digits.length > 1 ? digits.replace(chars[i], '').slice(-1) || digits.slice(-1) : digits;
    setAt(i, digit);
    if (digit && i < OTP_LENGTH - 1) boxes.current[i + 1]?.focus();
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    // Retyping a mistyped OTP: a digit key always overwrites the box and moves
    // on, whatever the caret or selection.
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      setAt(i, e.key);
      if (i < OTP_LENGTH - 1) boxes.current[i + 1]?.focus();
      else boxes.current[i]?.select();
      return;
    }
    if (e.key === 'Backspace' && !chars[i] && i > 0) {
      setAt(i - 1, '');
      boxes.current[i - 1]?.focus();
      e.preventDefault();
    } else if (e.key === 'ArrowLeft' && i > 0) boxes.current[i - 1]?.focus();
    else if (e.key === 'ArrowRight' && i < OTP_LENGTH - 1) boxes.current[i + 1]?.focus();
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!digits) return;
    e.preventDefault();
    onChange(digits);
    boxes.current[Math.min(digits.length, OTP_LENGTH - 1)]?.focus();
  };

  return (
    <div className="otp-boxes" role="group" aria-label={group}>
      {chars.map((ch, i) => (
        <input
          key={i}
          ref={(el) => { boxes.current[i] = el; }}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          value={ch}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          onFocus={(e) => e.currentTarget.select()}
          aria-label={fill(digit, { n: i + 1, count: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
        />
      ))}
    </div>
  );
}
