/* eslint-disable @next/next/no-img-element */
'use client';
import { useField } from 'formik';
import { useId, useState } from 'react';
import { toast } from '@/components/layout/toast';
import { sendPhoto, PHOTO_TYPES } from '@/components/posting/photo-upload';
import { errorMessage } from '@/lib/error-message';

/** One configuration's floor plan: an image through the photo upload call (same checks and renditions). */
export function FloorPlanField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<number | ''>(`${name}.floor_plan_photo_id`);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const p = await sendPhoto(file, { agriculture: false, onProgress: () => undefined });
      setUrl(p.url);
      void helpers.setValue(p.id);
    } catch (e) { toast.error(errorMessage(e, 'Something Went Wrong')); } finally { setBusy(false); }
  };
  return (
    <div className="col-12 mb-2">
      <label htmlFor={id} className="form-label">{label}</label>
      <input id={id} type="file" accept={PHOTO_TYPES} className="form-control" disabled={busy} onChange={(e) => void onPick(e.target.files?.[0])} />
      {busy && <p role="status" className="small">Uploading floor plan…</p>}
      {field.value ? (
        <p className="small mt-1 mb-0">
          {url && <img src={url} alt="" width={64} height={48} className="me-2 object-fit-cover" />}
          Floor plan added <button type="button" className="btn btn-link p-0" onClick={() => { setUrl(null); void helpers.setValue(''); }}>Remove floor plan</button>
        </p>
      ) : null}
    </div>
  );
}
