import { get, post } from '@/services/http';

// DPDP rights: the consent list, withdrawal, a copy of one's data, erasure, the mail unsubscribe.
export type ConsentItem = {
  id: number; purpose: string; label: string; notice_version: string; channel: string; given_at: string;
  withdrawn_at: string | null; lead: { lead_type: string; lead_id: number | null; poster_id: number | null } | null;
};

export const listConsents = () => get<ConsentItem[]>('/api/user/consents');
export const withdrawConsent = (consent_id: number) => post<ConsentItem>('/api/user/consents/withdraw', { consent_id });
export const downloadMyData = () => get<unknown>('/api/user/my-data');
export const deleteMyAccount = (phone_number: string) => post<{ deleted_at: string }>('/api/user/delete-account', { phone_number });
export const unsubscribe = (token: string) => post<{ purpose: string }>('/api/consent/unsubscribe', { token });
