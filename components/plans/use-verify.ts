'use client';
import { useRouter } from 'next/navigation';
import { AppError } from '@/lib/app-error';
import { toast } from '@/components/layout/toast';
import { useAppDispatch } from '@/store/hooks';
import { loadPlanSummary } from '@/store/plan-slice';
import { verifyOrder, type VerifyBody } from '@/services/api/plans';
import { localePath } from '@/lib/i18n/locales';
import { serverText } from '@/lib/server-messages';
import { CHECKOUT_TEXT } from './checkout-result';
import type { PlanWords } from './plan-words';

/**
 * Sends a gateway's result to verify-order; on success refreshes the plan summary and opens Plan
 * Management, in the page's language when `words` are given (the sandbox; the card gateways pass none).
 */
export function useVerify(onRefused: (message: string) => void, words?: PlanWords) {
  const text = words ? { paid: words.checkout.resultPaid, refused: words.checkout.resultRefused } : CHECKOUT_TEXT;
  const router = useRouter();
  const dispatch = useAppDispatch();
  return async (body: VerifyBody) => {
    try {
      const res = await verifyOrder(body);
      toast.success(text.paid);
      void dispatch(loadPlanSummary());
      router.push(localePath(`/profile-pages/plan-management?paid=${res.data.order_id}`, words?.locale ?? 'en'));
    } catch (e) {
      onRefused(e instanceof AppError && e.status === 409
        ? serverText({ message: e.message, code: e.messageCode, params: e.params }, words?.server) : text.refused);
    }
  };
}
