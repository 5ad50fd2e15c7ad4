CREATE TABLE "book_match_liability" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_outcome_liability" (
	"match_id" integer NOT NULL,
	"play" text NOT NULL,
	"option" text NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	CONSTRAINT "book_outcome_liability_match_id_play_option_pk" PRIMARY KEY("match_id","play","option")
);
--> statement-breakpoint
CREATE TABLE "match_risk_limits" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"outcome_limit" bigint,
	"match_limit" bigint
);
--> statement-breakpoint
CREATE TABLE "order_liability" (
	"order_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"play" text NOT NULL,
	"option" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_liability_order_id_match_id_play_option_pk" PRIMARY KEY("order_id","match_id","play","option")
);
--> statement-breakpoint
CREATE TABLE "player_stake_factors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"factor_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_limits" (
	"id" smallint PRIMARY KEY NOT NULL,
	"outcome_limit" bigint DEFAULT 0 NOT NULL,
	"match_limit" bigint DEFAULT 0 NOT NULL,
	"order_win_limit" bigint DEFAULT 0 NOT NULL,
	"on_breach" text DEFAULT 'refuse' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_match_liability" ADD CONSTRAINT "book_match_liability_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_outcome_liability" ADD CONSTRAINT "book_outcome_liability_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_risk_limits" ADD CONSTRAINT "match_risk_limits_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_liability" ADD CONSTRAINT "order_liability_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stake_factors" ADD CONSTRAINT "player_stake_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_match_liability_idx" ON "book_match_liability" USING btree ("liability");--> statement-breakpoint
CREATE INDEX "order_liability_match_idx" ON "order_liability" USING btree ("match_id");