ALTER TABLE "order_legs" ADD COLUMN "banker" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sub_multiples" integer[];