ALTER TABLE "rebate_records" ADD COLUMN "apply_key" text;--> statement-breakpoint
ALTER TABLE "rebate_records" ADD COLUMN "claim_key" text;