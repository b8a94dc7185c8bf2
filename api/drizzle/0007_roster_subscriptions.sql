CREATE TABLE "roster_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"added" integer NOT NULL,
	"removed" integer NOT NULL,
	"changed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"email_on_change" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_changed_at" timestamp with time zone,
	"last_status" text DEFAULT 'ok' NOT NULL,
	"content_hash" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "roster_changes" ADD CONSTRAINT "roster_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_subscriptions" ADD CONSTRAINT "roster_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_changes_user_at_idx" ON "roster_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "roster_subscriptions_checked_idx" ON "roster_subscriptions" USING btree ("last_checked_at");