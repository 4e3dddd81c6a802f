ALTER TABLE "newsletter_subscribers" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "locale" text;