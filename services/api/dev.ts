import { get } from '@/services/http';

export type OutboxMessage = { id: number; message: string; created_at: string };

/** Demo mode only: the texts the demo SMS sender kept for a phone. */
export const readSmsOutbox = (phone: string) => get<OutboxMessage[]>('/api/dev/sms-outbox', { phone });
