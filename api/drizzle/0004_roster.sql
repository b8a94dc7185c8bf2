CREATE TABLE "account_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_verified_at" timestamp with time zone,
	"ambassador" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatars_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "used_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airline_upload_types" (
	"airline_id" integer NOT NULL,
	"upload_type_pk" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "airline_upload_types_airline_id_upload_type_pk_pk" PRIMARY KEY("airline_id","upload_type_pk")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"source" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"duty_type" smallint NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"non_fly_code" text,
	"additional" text,
	"start_ts" bigint NOT NULL,
	"end_ts" bigint NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"departure_iata" varchar(3),
	"arrival_iata" varchar(3),
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"period_start" bigint NOT NULL,
	"period_end" bigint NOT NULL,
	"events" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_types" (
	"pk" text PRIMARY KEY NOT NULL,
	"fetchbox" boolean DEFAULT false NOT NULL,
	"uploadbox" boolean DEFAULT false NOT NULL,
	"textbox" boolean DEFAULT false NOT NULL,
	"fetchboxdouble" boolean DEFAULT false NOT NULL,
	"fetchboxmemorable" boolean DEFAULT false NOT NULL,
	"fetchboxextra" boolean DEFAULT false NOT NULL,
	"fetchboxdays" boolean DEFAULT false NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connector" text
);
--> statement-breakpoint
ALTER TABLE "account_state" ADD CONSTRAINT "account_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airline_upload_types" ADD CONSTRAINT "airline_upload_types_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airline_upload_types" ADD CONSTRAINT "airline_upload_types_upload_type_pk_upload_types_pk_fk" FOREIGN KEY ("upload_type_pk") REFERENCES "public"."upload_types"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_events" ADD CONSTRAINT "roster_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "roster_events_user_start_idx" ON "roster_events" USING btree ("user_id","start_ts");--> statement-breakpoint
CREATE INDEX "roster_imports_user_idx" ON "roster_imports" USING btree ("user_id");