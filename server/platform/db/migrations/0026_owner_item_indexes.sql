DROP INDEX "listings_user_idx";--> statement-breakpoint
CREATE INDEX "listings_user_recent_idx" ON "listings" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "bookmarks_item_idx" ON "bookmarks" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "callback_item_idx" ON "callback_requests" USING btree ("kind","item_id");