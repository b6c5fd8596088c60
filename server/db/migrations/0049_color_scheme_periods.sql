ALTER TABLE "color_schemes" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "color_schemes" ADD COLUMN "publish_to" timestamp with time zone;