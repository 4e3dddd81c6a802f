import { fill } from '@/lib/i18n/fill';

// Server messages carry a stable code beside their English text (the SPEC's words,
// unchanged): { status, message, code?, params? }. A client in another language
// shows its own text for the code (catalogue namespace serverMessages), filled with
// the params, and the server's English for a code it does not know. An endpoint
// adopts this by adding its codes here and to the catalogues.

/** Values a coded message is filled with ({n} in the catalogue texts). */
export type MessageParams = Record<string, string | number>;

/** What a client keeps of a server message. */
export type ServerText = { message: string; code?: string; params?: MessageParams };

export const SERVER_MESSAGE_CODES = [
  'something_went_wrong',
  'otp_sent', 'otp_resent', 'otp_verified', 'logged_out', 'registered',
  'otp_session_invalid', 'otp_expired', 'otp_too_many_wrong', 'otp_invalid',
  'otp_resend_wait', 'otp_send_wait', 'otp_phone_limit', 'otp_network_limit', 'otp_global_limit',
  'otp_guesses_paused_minutes', 'otp_guesses_paused_hours', 'otp_guesses_paused_days',
  'otp_guesses_paused_minutes_elsewhere', 'otp_guesses_paused_hours_elsewhere', 'otp_guesses_paused_days_elsewhere',
  // Enquiries and their daily limits.
  'enquiry_own', 'leads_visitor_limit', 'leads_poster_limit',
  // Settings, consents and the plan checkout.
  'notification_settings_updated', 'consent_withdrawn',
  'order_failed', 'order_expired', 'order_not_payable', 'payment_refused', 'payment_not_completed',
  // Listing photos and posting (the property wizard's toasts).
  'image_required', 'image_too_large', 'image_only', 'image_unreadable', 'image_too_slow', 'image_too_many_pixels',
  'photos_not_found', 'photos_failed', 'listing_needs_plan',
] as const;

export type ServerMessageCode = (typeof SERVER_MESSAGE_CODES)[number];

const isText = (v: unknown): v is string => typeof v === 'string';

/** The code and params of an envelope or error, when they are well formed. */
export function codedPart(body: { code?: unknown; params?: unknown }): Pick<ServerText, 'code' | 'params'> {
  const code = isText(body.code) ? body.code : undefined;
  const params = body.params && typeof body.params === 'object' && !Array.isArray(body.params)
    ? Object.fromEntries(Object.entries(body.params as Record<string, unknown>)
      .filter((e): e is [string, string | number] => isText(e[1]) || typeof e[1] === 'number'))
    : undefined;
  return { ...(code ? { code } : {}), ...(params && code ? { params } : {}) };
}

/**
 * The text to show for a server message: the visitor's language for a known code
 * (`texts`, code -> template), else the server's own English. English pages pass
 * no texts, so they show the server's words exactly.
 */
export function serverText(reply: ServerText, texts: Readonly<Record<string, string>> | undefined): string {
  const template = reply.code ? texts?.[reply.code] : undefined;
  return template ? fill(template, reply.params ?? {}) : reply.message;
}
