ALTER TABLE "newsletter_subscribers" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "channel" text;