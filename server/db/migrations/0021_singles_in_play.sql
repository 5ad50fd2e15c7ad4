ALTER TABLE "matches" ADD COLUMN "single_plays" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_play" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Matches created before this column take singles where every match does (server/sim/singles.ts).
UPDATE "matches" SET "single_plays" = ARRAY['score', 'totalGoals', 'halfFullTime'] WHERE "sport_type" = 1;--> statement-breakpoint
UPDATE "matches" SET "single_plays" = ARRAY['score-diff'] WHERE "sport_type" = 2;--> statement-breakpoint
-- Orders placed through the bet delay before this column are the in-play ones.
UPDATE "orders" SET "in_play" = true WHERE "id" IN (SELECT "order_id" FROM "inplay_tickets" WHERE "order_id" IS NOT NULL);
