import 'server-only';
import type { NotificationSettingsApi } from '@/lib/contract';
import { eq } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { notificationSettings } from '../../platform/db/schema';
import { giveConsent, withdrawPurpose, type Tx } from '../consent/service';

type Row = typeof notificationSettings.$inferSelect;

export type SettingsPatch = Partial<{
  sms_alerts: boolean; email_alerts: boolean; in_app_alerts: boolean; whatsapp_alerts: boolean; newsletter: boolean;
}>;

// The schema's column defaults, for users who never saved settings (no row yet): the switches
// that are consents (SMS, e-mail, newsletter) start off until the user gives them.
const DEFAULTS = { sms_alerts: false, email_alerts: false, in_app_alerts: true, whatsapp_alerts: false, newsletter: false };

function toApi(r: Row | undefined): NotificationSettingsApi {
  if (!r) return { ...DEFAULTS, updated_at: null };
  return {
    sms_alerts: r.smsAlerts, email_alerts: r.emailAlerts, in_app_alerts: r.inAppAlerts,
    whatsapp_alerts: r.whatsappAlerts, newsletter: r.newsletter, updated_at: r.updatedAt.toISOString(),
  };
}

export type ApiSettings = NotificationSettingsApi;

export async function notificationSettingsOf(userId: number): Promise<ApiSettings> {
  const db = await getDb();
  const [r] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return toApi(r);
}

// The switches that are consents (alerts by SMS or e-mail, the newsletter): turning one on
// records the consent, turning it off withdraws it (server/accounts/consent), so both lists agree.
const CONSENT_OF = { sms_alerts: 'alerts_sms', email_alerts: 'alerts_email', newsletter: 'newsletter' } as const;

/**
 * Partial update: only the flags sent change; the first save creates the row (one upsert, no race).
 * The consents the switches stand for are given or withdrawn in the same transaction, so the
 * consent list and the switches never disagree, even when one step fails.
 */
export async function updateNotificationSettings(userId: number, p: SettingsPatch): Promise<ApiSettings> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    for (const [key, purpose] of Object.entries(CONSENT_OF) as [keyof typeof CONSENT_OF, (typeof CONSENT_OF)[keyof typeof CONSENT_OF]][]) {
      if (p[key] === true) await giveConsent(tx, userId, purpose, 'settings');
      if (p[key] === false) await withdrawPurpose(userId, purpose, tx);
    }
    return saveSwitches(tx, userId, p);
  });
}

async function saveSwitches(tx: Tx, userId: number, p: SettingsPatch): Promise<ApiSettings> {
  const set = {
    ...(p.sms_alerts !== undefined ? { smsAlerts: p.sms_alerts } : {}),
    ...(p.email_alerts !== undefined ? { emailAlerts: p.email_alerts } : {}),
    ...(p.in_app_alerts !== undefined ? { inAppAlerts: p.in_app_alerts } : {}),
    ...(p.whatsapp_alerts !== undefined ? { whatsappAlerts: p.whatsapp_alerts } : {}),
    ...(p.newsletter !== undefined ? { newsletter: p.newsletter } : {}),
    updatedAt: new Date(),
  };
  const [r] = await tx.insert(notificationSettings).values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set })
    .returning();
  return toApi(r);
}
