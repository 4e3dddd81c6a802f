import 'server-only';
import { stateCode } from '@/lib/billing/states';

// The seller on every tax invoice. SELLER_* come from the environment in production;
// the defaults are a demo company in Karnataka with a format-valid (not registered) GSTIN.
export function seller() {
  const state = process.env.SELLER_STATE || 'Karnataka';
  return {
    name: process.env.SELLER_NAME || 'GharBazaar Technologies Private Limited',
    address: process.env.SELLER_ADDRESS || '2nd Floor, Kalidasa Road, Vijayanagar, Mysuru 570017, Karnataka',
    state,
    stateCode: stateCode(state) ?? '29',
    gstin: process.env.SELLER_GSTIN || '29AAECG1234K1ZL',
  };
}

// SAC 998365 "Sale of Internet advertising space" (GST scheme of classification of
// services, group 99836): a plan buys listing and featured slots on the portal.
// 997212 is the rental of non-residential property, which GharBazaar does not supply.
export const PLAN_SAC_CODE = '998365';

export const sellerStateCode = () => seller().stateCode;
