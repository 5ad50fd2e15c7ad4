ALTER TABLE "activity_applications" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "signins" ADD COLUMN "request_key" text;