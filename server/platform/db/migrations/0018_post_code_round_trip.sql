ALTER TABLE "listings" ADD COLUMN "post_code" text;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "property_name" text;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "post_code" text;