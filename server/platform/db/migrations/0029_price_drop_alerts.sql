DROP INDEX "alert_deliveries_once_uq";--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "reason" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_events" ADD COLUMN "reason" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "price_drops" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once_uq" ON "alert_deliveries" USING btree ("saved_search_id","kind","item_id","reason");--> statement-breakpoint
-- custom: a live listing that lowers its price also queues a saved-search alert event (the
-- alerts outbox, in the writer's own transaction like every alert event); searches that asked
-- for price drops get it (server/messaging/alerts/worker.ts).
CREATE OR REPLACE FUNCTION listing_events_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO listing_events (listing_id, type, old_price, new_price) VALUES (NEW.id, 'price', OLD.price, NEW.price);
    IF NEW.price < OLD.price AND OLD.status = 'approved' AND NEW.status = 'approved' THEN
      INSERT INTO alert_events (kind, item_id, reason) VALUES ('property', NEW.id, 'drop:' || NEW.price);
    END IF;
  -- An edit that changes the price confirms too; its price line says the poster was there.
  ELSIF NEW.confirmed_at IS DISTINCT FROM OLD.confirmed_at AND NEW.confirmed_at IS NOT NULL
     AND OLD.status IN ('approved', 'expired') THEN
    INSERT INTO listing_events (listing_id, type, created_at) VALUES (NEW.id, 'confirmed', NEW.confirmed_at);
  END IF;
  RETURN NULL;
END $$;
