ALTER TABLE "brands" ADD COLUMN "is_show" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "publish_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "makers" ADD COLUMN "is_show" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "makers" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "makers" ADD COLUMN "publish_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "makers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;