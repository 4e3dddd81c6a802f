CREATE TABLE "admin_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"channel" text NOT NULL,
	"lead_type" text,
	"lead_id" integer,
	"poster_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_reads_recent_idx" ON "admin_reads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_reads_target_idx" ON "admin_reads" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_live_uq" ON "consents" USING btree ("user_id","purpose",coalesce("lead_type", ''),coalesce("lead_id", 0)) WHERE "consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "consents_lead_idx" ON "consents" USING btree ("lead_type","lead_id");