DROP INDEX "listings_relevance_idx";--> statement-breakpoint
DROP INDEX "pgs_relevance_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "amenity_bits" bigint GENERATED ALWAYS AS (amenity_bits(amenities)) STORED;--> statement-breakpoint
ALTER TABLE "pgs" ADD COLUMN "room_rents" integer[];--> statement-breakpoint
CREATE INDEX "listings_filter_idx" ON "listings" USING btree ("status","group","post_type","city","is_featured","created_at","id","category","price","bedrooms","bathrooms","posted_by","furnishing","facing","transaction","construction_status","is_verified","super_area","built_up_area","carpet_area","plot_area","amenity_bits","locality");--> statement-breakpoint
CREATE INDEX "pgs_filter_idx" ON "pgs" USING btree ("status","city","is_featured","created_at","id","gender","min_rent","room_rents","locality");--> statement-breakpoint
CREATE INDEX "pgs_price_idx" ON "pgs" USING btree ("status","city","min_rent","created_at","id","gender","room_rents");--> statement-breakpoint
CREATE INDEX "pgs_recent_idx" ON "pgs" USING btree ("status","city","created_at","id","gender","min_rent","room_rents");--> statement-breakpoint
-- custom: pgs.room_rents follows pg_rooms through statement triggers (one per event: a trigger
-- with transition tables takes one event), so the PG writers, the seeder and a COPY all keep it.
-- Slots follow PG_ROOM_TYPES (lib/enums.ts); room types are unique per PG (lib/pg-posting).
CREATE OR REPLACE FUNCTION pgs_sync_room_rents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pgs p SET room_rents = ARRAY(
    SELECT (SELECT min(r.rent) FROM pg_rooms r WHERE r.pg_id = p.id AND r.room_type = t.type)
    FROM unnest(ARRAY['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other']) WITH ORDINALITY AS t(type, n)
    ORDER BY t.n)
  WHERE p.id IN (SELECT pg_id FROM changed_rooms);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pg_rooms_rents_ins AFTER INSERT ON pg_rooms REFERENCING NEW TABLE AS changed_rooms
  FOR EACH STATEMENT EXECUTE FUNCTION pgs_sync_room_rents();--> statement-breakpoint
CREATE TRIGGER pg_rooms_rents_upd AFTER UPDATE ON pg_rooms REFERENCING NEW TABLE AS changed_rooms
  FOR EACH STATEMENT EXECUTE FUNCTION pgs_sync_room_rents();--> statement-breakpoint
CREATE TRIGGER pg_rooms_rents_del AFTER DELETE ON pg_rooms REFERENCING OLD TABLE AS changed_rooms
  FOR EACH STATEMENT EXECUTE FUNCTION pgs_sync_room_rents();--> statement-breakpoint
UPDATE pgs p SET room_rents = ARRAY(
  SELECT (SELECT min(r.rent) FROM pg_rooms r WHERE r.pg_id = p.id AND r.room_type = t.type)
  FROM unnest(ARRAY['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other']) WITH ORDINALITY AS t(type, n)
  ORDER BY t.n);--> statement-breakpoint
-- custom: counts in heap order (drizzle has no INCLUDE). listings_filter_idx holds its entries in
-- relevance order, so an index-only count that walks a whole city checks the visibility map page
-- of a different heap block at almost every entry (36k buffers for "Gym" in Bengaluru at 1M
-- listings); here equal keys stay in heap order: about 1,050 buffers for the same count.
CREATE INDEX "listings_count_idx" ON "listings" USING btree ("status","group","post_type","city")
  INCLUDE ("category","price","bedrooms","bathrooms","posted_by","furnishing","facing","transaction",
  "construction_status","is_verified","super_area","built_up_area","carpet_area","plot_area","amenity_bits",
  "locality","created_at");
