import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { notificationSettings } from '../db/schema';

type Row = typeof notificationSettings.$inferSelect;

export type SettingsPatch = Partial<{
  sms_alerts: boolean; email_alerts: boolean; in_app_alerts: boolean; whatsapp_alerts: boolean; newsletter: boolean;
}>;

// The schema's column defaults, for users who never saved settings (no row yet).
const DEFAULTS = { sms_alerts: true, email_alerts: true, in_app_alerts: true, whatsapp_alerts: false, newsletter: false };

function toApi(r: Row | undefined) {
  if (!r) return { ...DEFAULTS, updated_at: null };
  return {
    sms_alerts: r.smsAlerts, email_alerts: r.emailAlerts, in_app_alerts: r.inAppAlerts,
    whatsapp_alerts: r.whatsappAlerts, newsletter: r.newsletter, updated_at: r.updatedAt.toISOString(),
  };
}

export type ApiSettings = ReturnType<typeof toApi>;

export async function notificationSettingsOf(userId: number): Promise<ApiSettings> {
  const db = await getDb();
  const [r] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return toApi(r);
}

/** Partial update: only the flags sent change; the first save creates the row (one statement, no race). */
export async function updateNotificationSettings(userId: number, p: SettingsPatch): Promise<ApiSettings> {
  const db = await getDb();
  const set = {
    ...(p.sms_alerts !== undefined ? { smsAlerts: p.sms_alerts } : {}),
    ...(p.email_alerts !== undefined ? { emailAlerts: p.email_alerts } : {}),
    ...(p.in_app_alerts !== undefined ? { inAppAlerts: p.in_app_alerts } : {}),
    ...(p.whatsapp_alerts !== undefined ? { whatsappAlerts: p.whatsapp_alerts } : {}),
    ...(p.newsletter !== undefined ? { newsletter: p.newsletter } : {}),
    updatedAt: new Date(),
  };
  const [r] = await db.insert(notificationSettings).values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set })
    .returning();
  return toApi(r);
}
