'use client';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';

type Props = { title: string | null; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before a listing is deleted (it leaves search; saved copies show it as no longer available). */
export function DeleteListingDialog({ title, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog show={!!title} onCancel={onCancel} onConfirm={onConfirm} busy={busy} title="Delete this listing?" confirmLabel="Delete">
      <p className="mb-0">&ldquo;{title}&rdquo; will leave search at once. People who saved it will see it as no longer available.</p>
    </ConfirmDialog>
  );
}
