CREATE TABLE "game_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_ng" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"color_from" text DEFAULT '#3a2a6e' NOT NULL,
	"color_to" text DEFAULT '#11131a' NOT NULL,
	"glyph" text DEFAULT '' NOT NULL,
	CONSTRAINT "game_platforms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint DEFAULT 0 NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_round_no_unique" UNIQUE("round_no")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_wallets" (
	"user_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_wallets_user_id_platform_id_pk" PRIMARY KEY("user_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"engine" text DEFAULT '' NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"color_from" text DEFAULT '#3a2a6e' NOT NULL,
	"color_to" text DEFAULT '#11131a' NOT NULL,
	"glyph" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_platform_id_game_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."game_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_platform_id_game_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."game_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_platform_id_game_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."game_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wallets" ADD CONSTRAINT "game_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wallets" ADD CONSTRAINT "game_wallets_platform_id_game_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."game_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_platform_id_game_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."game_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transfers_key_idx" ON "game_transfers" USING btree ("user_id","platform_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "game_transfers_user_idx" ON "game_transfers" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_platform_name_idx" ON "games" USING btree ("platform_id","name");