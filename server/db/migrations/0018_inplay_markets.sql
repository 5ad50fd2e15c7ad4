CREATE TABLE "inplay_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"accept_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"message" text,
	"refusal" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_markets" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"reason" text,
	"suspended_until" timestamp with time zone,
	"ops_suspended" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inplay_tickets" ADD CONSTRAINT "inplay_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inplay_tickets" ADD CONSTRAINT "inplay_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_markets" ADD CONSTRAINT "live_markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inplay_tickets_user_key_idx" ON "inplay_tickets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "inplay_tickets_user_idx" ON "inplay_tickets" USING btree ("user_id");