ALTER TABLE "news" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "is_show" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;