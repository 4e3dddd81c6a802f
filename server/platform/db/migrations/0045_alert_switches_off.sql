-- Alerts by SMS and e-mail are consents (DPDP Act 2023 s.6): a switch is on only while its consent is live.
-- New rows start off; an existing switch that was on by default, with no live consent behind it, turns off.
ALTER TABLE "notification_settings" ALTER COLUMN "sms_alerts" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "notification_settings" ALTER COLUMN "email_alerts" SET DEFAULT false;--> statement-breakpoint
UPDATE "notification_settings" s SET "sms_alerts" = false WHERE "sms_alerts" AND NOT EXISTS (SELECT 1 FROM "consents" c
  WHERE c."user_id" = s."user_id" AND c."purpose" = 'alerts_sms' AND c."lead_id" IS NULL AND c."withdrawn_at" IS NULL);--> statement-breakpoint
UPDATE "notification_settings" s SET "email_alerts" = false WHERE "email_alerts" AND NOT EXISTS (SELECT 1 FROM "consents" c
  WHERE c."user_id" = s."user_id" AND c."purpose" = 'alerts_email' AND c."lead_id" IS NULL AND c."withdrawn_at" IS NULL);
