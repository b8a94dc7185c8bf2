CREATE TABLE "airlines" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iata" text,
	"icao" text,
	"callsign" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"iata" varchar(3) PRIMARY KEY NOT NULL,
	"icao" text,
	"name" text NOT NULL,
	"city" text,
	"country" varchar(2),
	"region" varchar(2),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"value" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ispilot" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_status" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"phonenumber" text,
	"phonenumber_prefix" text,
	"avatar_url" text,
	"account_type" text DEFAULT 'full' NOT NULL,
	"status_expiry" text,
	"profile_public" boolean DEFAULT true NOT NULL,
	"emailme" boolean DEFAULT true NOT NULL,
	"emailme_flightroutes" boolean DEFAULT true NOT NULL,
	"jobtype" text,
	"homeairline_id" integer,
	"base_iata" varchar(3),
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promocode" text,
	"channel" text,
	"status" text DEFAULT 'active' NOT NULL,
	"deleted_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_status" ADD CONSTRAINT "user_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_jobtype_positions_value_fk" FOREIGN KEY ("jobtype") REFERENCES "public"."positions"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_homeairline_id_airlines_id_fk" FOREIGN KEY ("homeairline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_base_iata_airports_iata_fk" FOREIGN KEY ("base_iata") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airlines_name_idx" ON "airlines" USING btree ("name");--> statement-breakpoint
CREATE INDEX "airports_name_idx" ON "airports" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));