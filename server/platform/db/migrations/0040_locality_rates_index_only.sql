-- Price context on every sale and rent detail page, and the moderation's price check on every create, take the
-- median rate of a locality's live listings through listings_similar_locality_idx. Without the rate's columns
-- in it, each comparable was a heap visit: about 1,000 random blocks for a big locality at 1M listings
-- (12 ms when they are not cached, 2.4 ms when they are). With them the read is index-only.
-- "locality" itself is there because PostgreSQL reads an index alone only when it holds every column the query
-- names, and lower(locality) does not count as locality. drizzle has no INCLUDE: the schema keeps the key columns.
DROP INDEX IF EXISTS "listings_similar_locality_idx";--> statement-breakpoint
CREATE INDEX "listings_similar_locality_idx" ON "listings" USING btree ("status","group","post_type","city","category",lower("locality"),"created_at","expires_at") INCLUDE ("id","price","super_area","built_up_area","carpet_area","plot_area","bedrooms","locality");
