CREATE TABLE "valid_turnover" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valid_turnover_source_unique" UNIQUE("source")
);
--> statement-breakpoint
ALTER TABLE "valid_turnover" ADD CONSTRAINT "valid_turnover_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valid_turnover_user_type_idx" ON "valid_turnover" USING btree ("user_id","game_type","id");--> statement-breakpoint
CREATE INDEX "valid_turnover_user_time_idx" ON "valid_turnover" USING btree ("user_id","created_at");--> statement-breakpoint
-- Rebate periods were ranges of ledger and game-round ids; from now on they are ranges of valid_turnover ids,
-- which start above every earlier watermark so that no settled stake is hidden behind one.
SELECT setval(pg_get_serial_sequence('valid_turnover', 'id'), (SELECT coalesce(max("to_ref"), 0) + 1 FROM "rebate_records"), false);
