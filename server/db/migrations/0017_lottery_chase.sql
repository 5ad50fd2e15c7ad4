CREATE TABLE "lottery_chase_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chase_id" bigint NOT NULL,
	"lottery_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"expect" text NOT NULL,
	"multiple" integer NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chase_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"lottery_id" integer NOT NULL,
	"play" text NOT NULL,
	"codes" text NOT NULL,
	"item_count" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"mode" text NOT NULL,
	"start_multiple" integer NOT NULL,
	"double_every" integer NOT NULL,
	"min_profit_rate" integer NOT NULL,
	"stop_on_win" smallint NOT NULL,
	"expects" integer NOT NULL,
	"total_stake" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"stop_reason" text,
	"stop_refund" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "lottery_chases_chase_no_unique" UNIQUE("chase_no")
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "chase_item_id" bigint;--> statement-breakpoint
ALTER TABLE "lottery_chase_items" ADD CONSTRAINT "lottery_chase_items_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase_items" ADD CONSTRAINT "lottery_chase_items_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chase_items_chase_seq_idx" ON "lottery_chase_items" USING btree ("chase_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chase_items_chase_expect_idx" ON "lottery_chase_items" USING btree ("chase_id","expect");--> statement-breakpoint
CREATE INDEX "lottery_chase_items_due_idx" ON "lottery_chase_items" USING btree ("lottery_id","status","expect");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chases_user_idempotency_idx" ON "lottery_chases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "lottery_chases_user_idx" ON "lottery_chases" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_chase_item_idx" ON "lottery_bets" USING btree ("chase_item_id");