CREATE TABLE "remote_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"build_id" text NOT NULL,
	"message" text NOT NULL,
	"shared" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"url" text NOT NULL,
	"build_id" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"checks" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_errors" ADD CONSTRAINT "remote_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_errors_time_idx" ON "remote_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "remote_releases_remote_idx" ON "remote_releases" USING btree ("remote","id");