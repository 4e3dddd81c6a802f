CREATE TABLE "banned_phones" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banned_phones_user_idx" ON "banned_phones" USING btree ("user_id");