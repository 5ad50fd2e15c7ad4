CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"category" text DEFAULT 'app' NOT NULL,
	"message" text NOT NULL,
	"data" jsonb,
	"logged_at" timestamp with time zone NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"system" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_logs_user_idx" ON "client_logs" USING btree ("user_id","id");