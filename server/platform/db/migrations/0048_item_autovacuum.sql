-- Autovacuum of the item tables by a count of changed rows, not a share of the table. At national scale nine
-- listings in ten are expired and never change again; the default (vacuum once 20 % of the table has changed)
-- waits for 2M changed rows at 10M listings, 40 % of the live ones, and meanwhile every changed page is off the
-- visibility map, so the search indexes' index-only counts visit the table for those rows. A fixed 20,000
-- changed, inserted or analyzed rows keeps the live part's pages all-visible and its statistics fresh
-- (the created_at histogram that "posted this week" is estimated from). deploy/postgresql/gharbazaar.conf
-- has the server-wide settings; these per-table ones travel with the schema to every database.
ALTER TABLE "listings" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 20000,
  autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 20000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 20000);--> statement-breakpoint
ALTER TABLE "pgs" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000,
  autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 5000);--> statement-breakpoint
ALTER TABLE "projects" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000,
  autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 2000);
