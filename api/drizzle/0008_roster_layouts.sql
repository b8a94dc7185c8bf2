CREATE TABLE "roster_layouts" (
	"airline_id" integer NOT NULL,
	"signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"confirmed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_layouts_airline_id_signature_pk" PRIMARY KEY("airline_id","signature")
);
--> statement-breakpoint
ALTER TABLE "roster_layouts" ADD CONSTRAINT "roster_layouts_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_layouts" ADD CONSTRAINT "roster_layouts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;