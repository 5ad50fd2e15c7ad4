CREATE TABLE "syndicate_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"syndicate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shares" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"prize" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syndicates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sport_type" smallint NOT NULL,
	"ticket" jsonb NOT NULL,
	"bet_count" integer NOT NULL,
	"total_shares" integer NOT NULL,
	"sold_shares" integer NOT NULL,
	"guarantee_shares" integer NOT NULL,
	"guarantee_released" boolean DEFAULT false NOT NULL,
	"commission_rate" smallint NOT NULL,
	"is_public" boolean NOT NULL,
	"share_code" text NOT NULL,
	"ticket_always" boolean NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" integer,
	"close_reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syndicates_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "syndicate_shares" ADD CONSTRAINT "syndicate_shares_syndicate_id_syndicates_id_fk" FOREIGN KEY ("syndicate_id") REFERENCES "public"."syndicates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicate_shares" ADD CONSTRAINT "syndicate_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "syndicate_shares_syndicate_idx" ON "syndicate_shares" USING btree ("syndicate_id");--> statement-breakpoint
CREATE INDEX "syndicate_shares_user_created_idx" ON "syndicate_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "syndicate_shares_key_idx" ON "syndicate_shares" USING btree ("syndicate_id","user_id","idempotency_key") WHERE "syndicate_shares"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "syndicates_open_idx" ON "syndicates" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "syndicates_user_created_idx" ON "syndicates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "syndicates_user_key_idx" ON "syndicates" USING btree ("user_id","idempotency_key") WHERE "syndicates"."idempotency_key" is not null;