ALTER TABLE "product_search" ADD COLUMN "label_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_label_grams_index" ON "product_search" USING gin ("label_grams") WITH (fastupdate=false);--> statement-breakpoint
-- Rows written before label_grams existed are reindexed at start-up (reindexStaleProducts).
UPDATE "product_search" SET "indexed_at" = '-infinity';