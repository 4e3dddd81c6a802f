CREATE TYPE "public"."area_unit" AS ENUM('sqft', 'acre');--> statement-breakpoint
CREATE TYPE "public"."construction_status" AS ENUM('under_construction', 'ready_to_move');--> statement-breakpoint
CREATE TYPE "public"."facing" AS ENUM('north', 'south', 'east', 'west', 'north_east', 'north_west', 'south_east', 'south_west');--> statement-breakpoint
CREATE TYPE "public"."furnishing" AS ENUM('furnished', 'unfurnished', 'semi_furnished');--> statement-breakpoint
CREATE TYPE "public"."item_kind" AS ENUM('property', 'pg', 'project');--> statement-breakpoint
CREATE TYPE "public"."listing_category" AS ENUM('apartment', 'residential', 'villa', 'plot', 'office_space', 'commercial_shop', 'commercial_showroom', 'warehouse', 'industrial_building', 'industrial_shed', 'commercial_plot', 'industrial_plot', 'farm_house', 'land');--> statement-breakpoint
CREATE TYPE "public"."listing_group" AS ENUM('residential', 'commercial', 'agriculture');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('pending', 'approved', 'rejected', 'expired', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('login', 'guest_post');--> statement-breakpoint
CREATE TYPE "public"."pg_gender" AS ENUM('Male', 'Female', 'Both');--> statement-breakpoint
CREATE TYPE "public"."post_type" AS ENUM('sale', 'rent');--> statement-breakpoint
CREATE TYPE "public"."poster_role" AS ENUM('owner', 'agent', 'builder');--> statement-breakpoint
CREATE TYPE "public"."project_stage" AS ENUM('launched', 'escalation', 'foundation', 'structure_implementation', 'mechanical_electrical_plumbing', 'insulation_waterproofing', 'completed');--> statement-breakpoint
CREATE TYPE "public"."project_type" AS ENUM('apartment', 'villa', 'residential_plot');--> statement-breakpoint
CREATE TYPE "public"."role_type" AS ENUM('buyer', 'agent', 'owner', 'builder');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('new', 'resale');--> statement-breakpoint
CREATE TABLE "agriculture_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"soil_type" text,
	"water_source" text,
	"road_access" boolean,
	"fencing" boolean,
	"crops_grown" text,
	"electricity" boolean
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action_type" text NOT NULL,
	"property_type" text,
	"property_id" integer,
	"page_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"gstin" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"user_id" integer NOT NULL,
	"kind" "item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "brochure_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_logo" text,
	"company_name" text NOT NULL,
	"company_role" text NOT NULL,
	"phone_number" text,
	"description" text,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "callback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" "item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"preferred_time" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text NOT NULL,
	"districts" text[] NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"is_tile" boolean DEFAULT false NOT NULL,
	"is_top_locality" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commercial_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"floor_no" integer,
	"total_floors" integer,
	"washrooms" integer,
	"pantry" boolean,
	"cabins" integer,
	"seats" integer,
	"frontage_ft" integer,
	"ceiling_height_ft" integer,
	"power_backup" boolean,
	"loading_dock" boolean,
	"security_deposit" integer,
	"lock_in_months" integer
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'site' NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"subject" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" "item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text DEFAULT 'general' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"posted_by" "poster_role" NOT NULL,
	"group" "listing_group" NOT NULL,
	"category" "listing_category" NOT NULL,
	"post_type" "post_type" NOT NULL,
	"status" "listing_status" DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"property_name" text,
	"address" text,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"locality_id" integer,
	"lat" double precision,
	"lng" double precision,
	"price" bigint NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"super_area" integer,
	"built_up_area" integer,
	"carpet_area" integer,
	"plot_area" double precision,
	"area_unit" "area_unit" DEFAULT 'sqft' NOT NULL,
	"furnishing" "furnishing",
	"facing" "facing",
	"construction_status" "construction_status",
	"transaction" "transaction_type",
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"city_name" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sms_alerts" boolean DEFAULT true NOT NULL,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"in_app_alerts" boolean DEFAULT true NOT NULL,
	"whatsapp_alerts" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"billing_id" integer,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_ref" text,
	"renew_of_subscription_id" integer,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"purpose" "otp_purpose" DEFAULT 'login' NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"otp_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pg_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"pg_id" integer NOT NULL,
	"room_type" text NOT NULL,
	"rent" integer NOT NULL,
	"total_beds" integer NOT NULL,
	"available_beds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"posted_by" "poster_role" NOT NULL,
	"status" "listing_status" DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address" text,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"locality_id" integer,
	"lat" double precision,
	"lng" double precision,
	"gender" "pg_gender" NOT NULL,
	"room_types" text[] NOT NULL,
	"min_rent" integer NOT NULL,
	"deposit" integer,
	"food_included" boolean DEFAULT false NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"audience" "role_type" NOT NULL,
	"duration_days" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"listing_quota" integer NOT NULL,
	"featured_quota" integer DEFAULT 0 NOT NULL,
	"project_quota" integer DEFAULT 0 NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" "listing_status" DEFAULT 'pending' NOT NULL,
	"project_type" "project_type" NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"locality_id" integer,
	"state" text,
	"country" text DEFAULT 'India' NOT NULL,
	"post_code" text,
	"address_line_1" text,
	"address_line_2" text,
	"formatted_address" text,
	"lat" double precision,
	"lng" double precision,
	"no_of_units" integer NOT NULL,
	"stage" "project_stage" NOT NULL,
	"launched_on" date NOT NULL,
	"completed_on" date,
	"expected_completion_date" date,
	"floors_allowed" integer,
	"gated_colony" boolean,
	"boundary_wall_made" boolean,
	"project_amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_of_open_sides" integer,
	"furnishing" "furnishing",
	"construction_status" "construction_status",
	"transaction" "transaction_type",
	"total_floors" integer,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"price_min" bigint,
	"price_max" bigint,
	"bedrooms_min" integer,
	"bedrooms_max" integer,
	"is_featured" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residential_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"floor_no" integer,
	"total_floors" integer,
	"balconies" integer,
	"covered_parking" integer,
	"open_parking" integer,
	"age_years" integer,
	"maintenance_monthly" integer,
	"security_deposit" integer,
	"gated_community" boolean,
	"preferred_tenants" text,
	"plot_length" integer,
	"plot_breadth" integer,
	"open_sides" integer
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_projects" (
	"subscription_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "subscription_projects_subscription_id_project_id_pk" PRIMARY KEY("subscription_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"order_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text DEFAULT '+91' NOT NULL,
	"phone_number" text NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"is_registered" boolean DEFAULT false NOT NULL,
	"role_type" "role_type" DEFAULT 'buyer' NOT NULL,
	"name" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"profile_picture" text,
	"description" text,
	"city_area" text,
	"city_name" text,
	"city_lat" double precision,
	"city_long" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewed_items" (
	"user_id" integer NOT NULL,
	"kind" "item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewed_items_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "agriculture_details" ADD CONSTRAINT "agriculture_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brochure_downloads" ADD CONSTRAINT "brochure_downloads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brochure_downloads" ADD CONSTRAINT "brochure_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_accounts" ADD CONSTRAINT "builder_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_details" ADD CONSTRAINT "commercial_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_id_billing_details_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."billing_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pg_rooms" ADD CONSTRAINT "pg_rooms_pg_id_pgs_id_fk" FOREIGN KEY ("pg_id") REFERENCES "public"."pgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pgs" ADD CONSTRAINT "pgs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pgs" ADD CONSTRAINT "pgs_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings_reviews" ADD CONSTRAINT "ratings_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residential_details" ADD CONSTRAINT "residential_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_projects" ADD CONSTRAINT "subscription_projects_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_projects" ADD CONSTRAINT "subscription_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_items" ADD CONSTRAINT "viewed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_property_idx" ON "analytics_events" USING btree ("property_type","property_id");--> statement-breakpoint
CREATE INDEX "callback_requester_idx" ON "callback_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "callback_owner_idx" ON "callback_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_uq" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_uq" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_images_item_idx" ON "listing_images" USING btree ("kind","item_id","sort_order");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("status","group","post_type","city","category","price");--> statement-breakpoint
CREATE INDEX "listings_recent_idx" ON "listings" USING btree ("status","group","post_type","city","created_at");--> statement-breakpoint
CREATE INDEX "listings_locality_idx" ON "listings" USING btree ("city","locality");--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "localities_city_name_uq" ON "localities" USING btree ("city_name","name_lower");--> statement-breakpoint
CREATE INDEX "localities_prefix_idx" ON "localities" USING btree ("name_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_email_idx" ON "mail_outbox" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_uq" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_token_uq" ON "otp_challenges" USING btree ("token");--> statement-breakpoint
CREATE INDEX "otp_sends_phone_idx" ON "otp_sends" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_ip_idx" ON "otp_sends" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "pg_rooms_pg_idx" ON "pg_rooms" USING btree ("pg_id");--> statement-breakpoint
CREATE INDEX "pgs_search_idx" ON "pgs" USING btree ("status","city","gender","min_rent");--> statement-breakpoint
CREATE INDEX "pgs_user_idx" ON "pgs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_code_uq" ON "plans" USING btree ("code");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING btree ("status","city","project_type","price_min");--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_user_item_uq" ON "ratings_reviews" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("country_code","phone_number");--> statement-breakpoint
CREATE INDEX "viewed_items_recent_idx" ON "viewed_items" USING btree ("user_id","viewed_at");