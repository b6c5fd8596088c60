CREATE TABLE "product_versions" (
	"product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"saved_by_email" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_versions_product_id_version_pk" PRIMARY KEY("product_id","version")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_versions_saved_at_idx" ON "product_versions" USING btree ("product_id","saved_at");--> statement-breakpoint
CREATE INDEX "products_updated_at_id_index" ON "products" USING btree ("updated_at","id");