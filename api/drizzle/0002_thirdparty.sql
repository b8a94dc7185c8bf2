CREATE TABLE "thirdparty_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"grant_id" uuid NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "thirdparty_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "thirdparty_consumers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"redirect_uris" jsonb NOT NULL,
	"framing_origins" jsonb NOT NULL,
	"signup_link" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thirdparty_consumers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "thirdparty_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "thirdparty_codes" ADD CONSTRAINT "thirdparty_codes_grant_id_thirdparty_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."thirdparty_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thirdparty_grants" ADD CONSTRAINT "thirdparty_grants_consumer_id_thirdparty_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."thirdparty_consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thirdparty_grants" ADD CONSTRAINT "thirdparty_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thirdparty_codes_grant_idx" ON "thirdparty_codes" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thirdparty_grants_consumer_user_idx" ON "thirdparty_grants" USING btree ("consumer_id","user_id");--> statement-breakpoint
CREATE INDEX "thirdparty_grants_user_idx" ON "thirdparty_grants" USING btree ("user_id");