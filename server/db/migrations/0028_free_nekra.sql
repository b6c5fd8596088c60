DROP INDEX "product_search_grams_index";--> statement-breakpoint
CREATE INDEX "product_search_grams_index" ON "product_search" USING gin ("grams") WITH (fastupdate=false);