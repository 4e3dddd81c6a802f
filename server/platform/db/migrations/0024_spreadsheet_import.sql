CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'checked' NOT NULL,
	"total" integer NOT NULL,
	"valid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"external_id" text,
	"category" text,
	"body" jsonb,
	"state" text NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL,
	"claimed_at" timestamp with time zone,
	"listing_id" integer,
	"outcome" text,
	"listing_status" text
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_user_idx" ON "import_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_open_idx" ON "import_jobs" USING btree ("status") WHERE "import_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "import_rows_job_row_uq" ON "import_rows" USING btree ("job_id","row_no");--> statement-breakpoint
CREATE INDEX "import_rows_todo_idx" ON "import_rows" USING btree ("job_id","row_no") WHERE "import_rows"."state" in ('pending', 'claimed');--> statement-breakpoint
CREATE UNIQUE INDEX "listings_user_external_idx" ON "listings" USING btree ("user_id","external_id") WHERE "listings"."external_id" is not null;