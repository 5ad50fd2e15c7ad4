CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"real_name" text NOT NULL,
	"contact" text NOT NULL,
	"reason" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_favorites" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_favorites_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "expert_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"match_info" text DEFAULT '' NOT NULL,
	"match_time" timestamp with time zone,
	"badge" text DEFAULT '' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expert_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "invite_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"rule" text NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"expect" text DEFAULT '' NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_favorites" ADD CONSTRAINT "article_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_favorites" ADD CONSTRAINT "article_favorites_article_id_expert_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."expert_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_expert_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."expert_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_articles" ADD CONSTRAINT "expert_articles_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_articles" ADD CONSTRAINT "expert_articles_category_id_expert_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expert_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_category_id_expert_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expert_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_articles" ADD CONSTRAINT "lottery_articles_category_id_lottery_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lottery_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_applications_user_idx" ON "agent_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_one_pending_idx" ON "agent_applications" USING btree ("user_id") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "expert_articles_category_idx" ON "expert_articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "expert_articles_expert_idx" ON "expert_articles" USING btree ("expert_id","published_at");--> statement-breakpoint
CREATE INDEX "experts_category_idx" ON "experts" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_rewards_once_idx" ON "invite_rewards" USING btree ("inviter_id","invitee_id","rule");--> statement-breakpoint
CREATE INDEX "invite_rewards_inviter_idx" ON "invite_rewards" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_articles_category_idx" ON "lottery_articles" USING btree ("category_id","published_at");