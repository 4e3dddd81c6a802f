-- A right code forgives the wrong codes of its own challenge (the owner's typos): each wrong code now names
-- its challenge. The guess budget counts the rest per phone over a rolling window (server/accounts/auth/otp-guesses.ts).
ALTER TABLE "otp_verifies" ADD COLUMN "challenge_id" integer;--> statement-breakpoint
ALTER TABLE "otp_verifies" ADD COLUMN "forgiven" boolean DEFAULT false NOT NULL;