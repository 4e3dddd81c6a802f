'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';

/**
 * A button's call that changes what the server-rendered page shows: busy while it
 * runs, the server's words on failure, and the page re-rendered after success.
 */
export function useRefreshingAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, success?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      if (success) toast.success(success);
      router.refresh();
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
