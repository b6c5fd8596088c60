ALTER TABLE "published_sites" ADD COLUMN "rendered" integer;--> statement-breakpoint
ALTER TABLE "published_sites" ADD COLUMN "reused" integer;