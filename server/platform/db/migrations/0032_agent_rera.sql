CREATE TABLE "agent_rera" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_rera" ADD CONSTRAINT "agent_rera_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;