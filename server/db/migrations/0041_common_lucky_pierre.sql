ALTER TABLE "free_areas" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_areas" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "free_areas" ADD COLUMN "publish_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_areas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "is_show" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "publish_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "publish_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "free_areas" ADD CONSTRAINT "free_areas_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;