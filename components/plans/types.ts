// Shapes the plan pages get from server/money/plans (types only: no server code in the client bundle).
export type { PlanApi } from '@/lib/contract';
export type { PurchasePageData, CheckoutPageData } from '@/server/money/plans/page-data';
