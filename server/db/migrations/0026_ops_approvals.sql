CREATE TABLE "ops_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" bigint,
	"target" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"decided_by" integer,
	"decision_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ops_approvals" ADD CONSTRAINT "ops_approvals_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_approvals" ADD CONSTRAINT "ops_approvals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_approvals_status_idx" ON "ops_approvals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_approvals_pending_target_idx" ON "ops_approvals" USING btree ("kind","target") WHERE "ops_approvals"."status" = 'pending' and "ops_approvals"."kind" = 'withdrawal';--> statement-breakpoint
CREATE UNIQUE INDEX "ops_approvals_idempotency_idx" ON "ops_approvals" USING btree ("requested_by","idempotency_key");