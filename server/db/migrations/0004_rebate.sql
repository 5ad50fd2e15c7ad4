CREATE TABLE "rebate_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"vip_level" integer NOT NULL,
	"rate_bp" text NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"from_ref" bigint NOT NULL,
	"to_ref" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rebate_records" ADD CONSTRAINT "rebate_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_records_period_idx" ON "rebate_records" USING btree ("user_id","game_type","from_ref");--> statement-breakpoint
CREATE INDEX "rebate_records_user_idx" ON "rebate_records" USING btree ("user_id","status","id");