'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';

/**
 * A button's call that changes what the page shows: busy while it runs, the
 * server's words on failure, and after success `refresh` (default: re-render the
 * server-rendered page; a client-loaded list passes its own reload).
 */
export function useRefreshingAction(refresh?: () => void) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, success?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      if (success) toast.success(success);
      if (refresh) refresh();
      else router.refresh();
      return true;
    } catch (e) {
      toast.error(errorMessage(e, 'Something Went Wrong'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
