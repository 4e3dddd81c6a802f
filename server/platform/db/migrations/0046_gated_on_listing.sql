-- The "gated community" filter read residential_details through EXISTS: one probe of the details table per
-- candidate listing, after the index had done its work (180-432 ms at 10M listings). The flag is now a
-- column of the listing, in listings_filter_idx and listings_count_idx (0049) like every other filter, so the
-- filter is checked on the index entries and its counts stay index-only. residential_details keeps the
-- poster's answer (the detail page and the edit form read it there); listings.is_gated is its copy for
-- search. The posting writer and the seeder write both; the trigger below keeps the copy for any other
-- writer of residential_details (a bulk load as superuser runs with triggers off and writes it itself).
-- The two search indexes are dropped before the backfill so its updates do not maintain them; migration
-- 0049 builds them again, with the column, on approved rows.
DROP INDEX IF EXISTS "listings_filter_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_count_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_gated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "listings" l SET "is_gated" = true FROM "residential_details" r
  WHERE r."listing_id" = l."id" AND r."gated_community";--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_sync_gated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings l SET is_gated = coalesce(c.gated_community, false)
  FROM changed_details c
  WHERE l.id = c.listing_id AND l.is_gated IS DISTINCT FROM coalesce(c.gated_community, false);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER residential_details_gated_ins AFTER INSERT ON residential_details REFERENCING NEW TABLE AS changed_details
  FOR EACH STATEMENT EXECUTE FUNCTION listings_sync_gated();--> statement-breakpoint
CREATE TRIGGER residential_details_gated_upd AFTER UPDATE ON residential_details REFERENCING NEW TABLE AS changed_details
  FOR EACH STATEMENT EXECUTE FUNCTION listings_sync_gated();
