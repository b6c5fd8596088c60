CREATE TABLE "product_image_files" (
	"name" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_image_files_name_check" CHECK ("product_image_files"."name" ~ '^[0-9a-f]{64}-[0-9]{2,4}[.]webp$')
);
--> statement-breakpoint
CREATE INDEX "product_image_files_source_index" ON "product_image_files" USING btree ("source");