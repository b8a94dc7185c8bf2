ALTER TABLE "roster_changes" ADD COLUMN "imported" jsonb;--> statement-breakpoint
ALTER TABLE "roster_changes" ADD COLUMN "skipped" integer;