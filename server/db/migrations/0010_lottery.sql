CREATE TABLE "lotteries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"interval_seconds" integer NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lotteries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"lottery_id" integer NOT NULL,
	"expect" text NOT NULL,
	"play" text NOT NULL,
	"codes" text NOT NULL,
	"item_count" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"multiple" integer NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_bet_no_unique" UNIQUE("bet_no")
);
--> statement-breakpoint
CREATE TABLE "lottery_expects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"expect" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"open_code" text,
	"drawn_at" timestamp with time zone,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"win_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_expects" ADD CONSTRAINT "lottery_expects_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_user_idempotency_idx" ON "lottery_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "lottery_bets_user_created_idx" ON "lottery_bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_bets_expect_idx" ON "lottery_bets" USING btree ("lottery_id","expect","status");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_expects_lottery_expect_idx" ON "lottery_expects" USING btree ("lottery_id","expect");--> statement-breakpoint
CREATE INDEX "lottery_expects_due_idx" ON "lottery_expects" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "lottery_expects_history_idx" ON "lottery_expects" USING btree ("lottery_id","status","close_at");