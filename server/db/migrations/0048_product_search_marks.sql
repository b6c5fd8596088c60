CREATE TABLE "product_search_marks" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_marks" ADD CONSTRAINT "product_search_marks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each search row's time moves to its mark before the column goes.
INSERT INTO "product_search_marks" ("product_id", "indexed_at") SELECT "product_id", "indexed_at" FROM "product_search";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "indexed_at";