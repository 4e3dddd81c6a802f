import { get, post } from '@/services/http';
import type { AccountDeleted, ConsentApi, Unsubscribed } from '@/lib/contract';

// DPDP rights: the consent list, withdrawal, a copy of one's data, erasure, the mail unsubscribe.
/** One consent as the server shapes it (lib/contract/consent.ts). */
export type ConsentItem = ConsentApi;

export const listConsents = () => get<ConsentItem[]>('/api/user/consents');
export const withdrawConsent = (consent_id: number) => post<ConsentItem>('/api/user/consents/withdraw', { consent_id });
export const downloadMyData = () => get<unknown>('/api/user/my-data');
export const deleteMyAccount = (phone_number: string) => post<AccountDeleted>('/api/user/delete-account', { phone_number });
export const unsubscribe = (token: string) => post<Unsubscribed>('/api/consent/unsubscribe', { token });
