CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "localities_prefix_idx";--> statement-breakpoint
DROP INDEX "localities_city_prefix_idx";--> statement-breakpoint
-- Autocomplete matches localities in server memory now (server/catalog/search/locality-index.ts):
-- the trigram index of 0001 serves no query any more.
DROP INDEX IF EXISTS "localities_trgm_idx";
