ALTER TABLE "activities" ADD COLUMN "auto_grant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded 首充奖励 of an existing install becomes 自动发放, as a fresh seed makes it.
UPDATE "activities" SET "auto_grant" = true WHERE "rule"->>'kind' = 'first_deposit';
