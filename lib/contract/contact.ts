/** A contact-us message as received: its number and when (the reply comes by e-mail). */
export type ContactReceived = { id: number; created_at: string };
