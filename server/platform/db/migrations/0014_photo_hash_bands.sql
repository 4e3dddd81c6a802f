CREATE INDEX "photos_band0_idx" ON "photos" USING btree ((("phash" >> 51) & 8191));--> statement-breakpoint
CREATE INDEX "photos_band1_idx" ON "photos" USING btree ((("phash" >> 38) & 8191));--> statement-breakpoint
CREATE INDEX "photos_band2_idx" ON "photos" USING btree ((("phash" >> 25) & 8191));--> statement-breakpoint
CREATE INDEX "photos_band3_idx" ON "photos" USING btree ((("phash" >> 12) & 8191));--> statement-breakpoint
CREATE INDEX "photos_band4_idx" ON "photos" USING btree (("phash" & 4095));