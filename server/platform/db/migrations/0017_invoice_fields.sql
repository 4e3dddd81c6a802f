ALTER TABLE "invoices" ADD COLUMN "order_ref" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_to" timestamp with time zone;--> statement-breakpoint
-- custom: invoices issued before these columns get them from their order and subscription.
UPDATE "invoices" i SET "order_ref" = coalesce(o."receipt", 'gb_order_' || o."id") || coalesce(' (gateway ' || nullif(o."provider_ref", coalesce(o."receipt", '')) || ')', ''), "payment_ref" = o."payment_ref"
  FROM "orders" o WHERE o."id" = i."order_id" AND i."order_ref" IS NULL;--> statement-breakpoint
UPDATE "invoices" i SET "period_from" = s."starts_at", "period_to" = s."ends_at"
  FROM "subscriptions" s WHERE s."order_id" = i."order_id" AND i."period_from" IS NULL;
