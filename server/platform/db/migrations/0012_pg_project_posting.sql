CREATE TABLE "project_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"label" text NOT NULL,
	"bedrooms" integer,
	"area_min" double precision NOT NULL,
	"area_max" double precision NOT NULL,
	"area_unit" text NOT NULL,
	"price_min" bigint NOT NULL,
	"price_max" bigint NOT NULL,
	"floor_plan_photo_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pg_rooms" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "food_type" text;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "meals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "gate_closing_time" text;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "visitors_allowed" boolean;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "smoking_allowed" boolean;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "drinking_allowed" boolean;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "notice_period_days" integer;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "moderation_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rera_state" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brochure_upload_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "moderation_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_configurations" ADD CONSTRAINT "project_configurations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_configurations" ADD CONSTRAINT "project_configurations_floor_plan_photo_id_photos_id_fk" FOREIGN KEY ("floor_plan_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_configurations_project_idx" ON "project_configurations" USING btree ("project_id","sort_order");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_brochure_upload_id_uploads_id_fk" FOREIGN KEY ("brochure_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pgs_expiry_idx" ON "pgs" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "projects_expiry_idx" ON "projects" USING btree ("status","expires_at");