'use client';
import { useRouter } from 'next/navigation';
import { AppError } from '@/lib/app-error';
import { toast } from '@/components/layout/toast';
import { useAppDispatch } from '@/store/hooks';
import { loadPlanSummary } from '@/store/plan-slice';
import { verifyOrder, type VerifyBody } from '@/services/api/plans';
import { CHECKOUT_TEXT } from './checkout-result';

/** Sends a gateway's result to verify-order; on success refreshes the plan summary and opens Plan Management. */
export function useVerify(onRefused: (message: string) => void) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  return async (body: VerifyBody) => {
    try {
      const res = await verifyOrder(body);
      toast.success(CHECKOUT_TEXT.paid);
      void dispatch(loadPlanSummary());
      router.push(`/profile-pages/plan-management?paid=${res.data.order_id}`);
    } catch (e) {
      onRefused(e instanceof AppError && e.status === 409 ? e.message : CHECKOUT_TEXT.refused);
    }
  };
}
