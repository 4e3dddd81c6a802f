CREATE TABLE "item_view_days" (
	"kind" "item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_view_days_kind_item_id_day_pk" PRIMARY KEY("kind","item_id","day")
);
--> statement-breakpoint
ALTER TABLE "agriculture_details" ADD COLUMN "road_width_ft" integer;--> statement-breakpoint
ALTER TABLE "agriculture_details" ADD COLUMN "approval_authority" text;--> statement-breakpoint
ALTER TABLE "agriculture_details" ADD COLUMN "security_deposit" integer;--> statement-breakpoint
ALTER TABLE "agriculture_details" ADD COLUMN "maintenance_monthly" integer;--> statement-breakpoint
ALTER TABLE "agriculture_details" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "agriculture_details" ADD COLUMN "lock_in_months" integer;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "lift" boolean;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "fire_noc" boolean;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "suitable_for" text[];--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "covered_parking" integer;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "open_parking" integer;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "maintenance_monthly" integer;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "plot_length" integer;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "plot_breadth" integer;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "open_sides" integer;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "corner_plot" boolean;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "boundary_wall" boolean;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "road_width_ft" integer;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD COLUMN "approval_authority" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "display_area_unit" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "super_area_raw" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "built_up_area_raw" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "carpet_area_raw" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "plot_area_raw" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "ownership" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "age_of_property" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "possession_date" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "furnishing_items" text[];--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "pets_allowed" boolean;--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "lock_in_months" integer;--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "corner_plot" boolean;--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "boundary_wall" boolean;--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "road_width_ft" integer;--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "approval_authority" text;--> statement-breakpoint
ALTER TABLE "residential_details" ADD COLUMN "floors_allowed" integer;--> statement-breakpoint
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("status","expires_at");