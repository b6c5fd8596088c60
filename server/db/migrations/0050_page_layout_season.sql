ALTER TABLE "page_layouts" ADD COLUMN "season_layout" text;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD COLUMN "season_sections" jsonb;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD COLUMN "season_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD COLUMN "season_to" timestamp with time zone;