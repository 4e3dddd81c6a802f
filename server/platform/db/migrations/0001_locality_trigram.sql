-- Typo-tolerant locality autocomplete: trigram similarity on the lower-cased name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "localities_trgm_idx" ON "localities" USING gin ("name_lower" gin_trgm_ops);
