CREATE TABLE "otp_verifies" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"network" text NOT NULL,
	"ok" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_verifies_phone_idx" ON "otp_verifies" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "otp_verifies_failed_idx" ON "otp_verifies" USING btree ("created_at") WHERE "otp_verifies"."ok" = false;