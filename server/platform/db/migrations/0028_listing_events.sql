CREATE TABLE "listing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"type" text NOT NULL,
	"old_price" bigint,
	"new_price" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_listing_idx" ON "listing_events" USING btree ("listing_id","created_at");--> statement-breakpoint
-- custom: listing_events follows listings through a row trigger, so every writer (posting's edit,
-- "Still available", spreadsheet re-imports, the desk) leaves its price changes and confirmations.
-- A confirmation counts only on a listing that was already live (approved or expired): the first
-- approval is "first posted", not a confirmation.
CREATE OR REPLACE FUNCTION listing_events_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO listing_events (listing_id, type, old_price, new_price) VALUES (NEW.id, 'price', OLD.price, NEW.price);
  -- An edit that changes the price confirms too; its price line says the poster was there.
  ELSIF NEW.confirmed_at IS DISTINCT FROM OLD.confirmed_at AND NEW.confirmed_at IS NOT NULL
     AND OLD.status IN ('approved', 'expired') THEN
    INSERT INTO listing_events (listing_id, type, created_at) VALUES (NEW.id, 'confirmed', NEW.confirmed_at);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_history_upd AFTER UPDATE OF price, confirmed_at ON listings
  FOR EACH ROW EXECUTE FUNCTION listing_events_record();
