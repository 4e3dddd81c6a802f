'use client';
import { useEffect, useState } from 'react';
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
  useEffect(() => {
    if (open && !opened.has(open)) setOpened((prev) => new Set(prev).add(open));
  }, [open, opened]);
  return opened;
}
