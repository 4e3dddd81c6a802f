-- Amenity filters test one bit of listings.amenity_bits (server/catalog/search/catalog/amenity-bits.ts). The planner
-- estimates `(amenity_bits & m) = m` at a fixed 0.5 %, so for Gym (18 % of a city's sale listings at 1M) it walked
-- the city's whole filter index in relevance order and sorted, instead of walking the price index and stopping
-- after 20 matches (23 ms -> 0.3 ms for "Gym, price high to low"). One expression statistic per bit gives it
-- the real share; ANALYZE fills them now rather than at the next autovacuum.
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_0" ON (("amenity_bits" & 1)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_1" ON (("amenity_bits" & 2)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_2" ON (("amenity_bits" & 4)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_3" ON (("amenity_bits" & 8)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_4" ON (("amenity_bits" & 16)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_5" ON (("amenity_bits" & 32)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_6" ON (("amenity_bits" & 64)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_7" ON (("amenity_bits" & 128)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_8" ON (("amenity_bits" & 256)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_9" ON (("amenity_bits" & 512)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_10" ON (("amenity_bits" & 1024)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_11" ON (("amenity_bits" & 2048)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_12" ON (("amenity_bits" & 4096)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_13" ON (("amenity_bits" & 8192)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_14" ON (("amenity_bits" & 16384)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_15" ON (("amenity_bits" & 32768)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_16" ON (("amenity_bits" & 65536)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_17" ON (("amenity_bits" & 131072)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_18" ON (("amenity_bits" & 262144)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_19" ON (("amenity_bits" & 524288)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_20" ON (("amenity_bits" & 1048576)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_21" ON (("amenity_bits" & 2097152)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_22" ON (("amenity_bits" & 4194304)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_23" ON (("amenity_bits" & 8388608)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_24" ON (("amenity_bits" & 16777216)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_25" ON (("amenity_bits" & 33554432)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_26" ON (("amenity_bits" & 67108864)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_27" ON (("amenity_bits" & 134217728)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_28" ON (("amenity_bits" & 268435456)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_29" ON (("amenity_bits" & 536870912)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_30" ON (("amenity_bits" & 1073741824)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_31" ON (("amenity_bits" & 2147483648)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_32" ON (("amenity_bits" & 4294967296)) FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_amenity_bit_33" ON (("amenity_bits" & 8589934592)) FROM "listings";--> statement-breakpoint
-- A bedrooms search that also filters furnishing, poster, category or bathrooms counted through
-- listings_bedrooms_idx with a heap visit per entry (2 BHK + <= 40k + furnished in Bengaluru: 15k visits,
-- 14 ms at 1M). With those columns in the index the count is index-only (3.5 ms); the index grows
-- 63 -> 77 MB at 1M. drizzle has no INCLUDE, so the schema keeps the key columns only.
DROP INDEX IF EXISTS "listings_bedrooms_idx";--> statement-breakpoint
CREATE INDEX "listings_bedrooms_idx" ON "listings" USING btree ("status","group","post_type","city","bedrooms","price","expires_at") INCLUDE ("furnishing","category","posted_by","bathrooms");--> statement-breakpoint
ANALYZE "listings";
