'use client';
import { useState } from 'react';
import type { DialogName } from '@/store/dialogs-slice';
import { useAppSelector } from '@/store/hooks';

/**
 * The dialogs opened so far on this page. A dialog's code (react-bootstrap,
 * formik, react-select…) loads the first time it opens, and it stays mounted
 * afterwards so its closing animation and state behave as usual.
 */
export function useOpenedDialogs(): Set<DialogName> {
  const open = useAppSelector((s) => s.dialogs.open);
  const [opened, setOpened] = useState<Set<DialogName>>(() => new Set());
  // Adjusted while rendering (React's pattern for state derived from a change), not in an effect.
  if (open && !opened.has(open)) setOpened(new Set(opened).add(open));
  return opened;
}
