/* eslint-disable @next/next/no-img-element */
'use client';
import { useField } from 'formik';
import '@/styles/profile.css';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { checkImageSize } from '@/lib/validation/image';
import { compressImage } from './compress-image';
import { useErrorText } from './error-words';
import { fill } from '@/lib/i18n/fill';

/** The field's own words, {label} filled with its label in lower case; English by default. */
export type ImageFieldWords = { upload: string; change: string; current: string; uploading: string };
const ENGLISH_IMAGE_WORDS: ImageFieldWords = { upload: 'Upload {label}', change: 'Change {label}', current: '{label}: current image', uploading: 'Uploading…' };

type Props = {
  name: string;
  label: string;
  /** Sends the compressed file; resolves with the stored image's URL. */
  upload: (file: File) => Promise<string>;
  round?: boolean;
  words?: ImageFieldWords;
};

/**
 * Picks, checks (SPEC §5 size limit), compresses and uploads an image; the
 * form field holds the uploaded URL. A too-large file or a failed upload
 * gives a toast and puts the image back as it was (SPEC §8).
 */
export function ImageField({ name, label, upload, round = true, words = ENGLISH_IMAGE_WORDS }: Props) {
  const [field, meta, helpers] = useField<string>(name);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const invalid = meta.touched && !!meta.error;
  const errorText = useErrorText();

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const before = field.value ?? '';
    const reset = () => {
      if (input.current) input.current.value = '';
      void helpers.setValue(before, true);
    };
    void helpers.setTouched(true, false);
    const tooLarge = checkImageSize(file);
    if (tooLarge) {
      toast.error(tooLarge);
      reset();
      return;
    }
    setBusy(true);
    try {
      const url = await upload(await compressImage(file));
      await helpers.setValue(url, true);
    } catch (err) {
      toast.error(errorMessage(err, 'Something Went Wrong'));
      reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">{label}</label>
      <div className="image-field">
        {field.value
          ? <img src={field.value} alt={fill(words.current, { label })} className="image-field__preview" style={round ? undefined : { borderRadius: 12 }} />
          : <span className="image-field__preview" aria-hidden="true" />}
        {/* The browser's raw file box ("Choose file / No file chosen") stays hidden behind a
            button in the house style; the labelled input remains for assistive tech. */}
        <input ref={input} id={id} type="file" accept="image/*" className="visually-hidden" tabIndex={-1}
          onChange={onChange} disabled={busy} aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined} />
        <button type="button" className={`btn btn-outline-primary btn-sm${invalid ? ' is-invalid' : ''}`} disabled={busy}
          onClick={() => input.current?.click()} aria-describedby={invalid ? `${id}-error` : undefined}>
          {fill(field.value ? words.change : words.upload, { label: label.toLowerCase() })}
        </button>
        {busy && <span role="status"><span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />{words.uploading}</span>}
      </div>
      {invalid && <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">{errorText(meta.error)}</div>}
    </div>
  );
}
