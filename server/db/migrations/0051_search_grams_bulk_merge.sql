-- Pending lists on, merged by each write of search rows (upsertSearchRows): an ALTER, not a rebuild
-- of both indexes, so the migration is instant at any catalogue size.
ALTER INDEX "product_search_grams_index" SET (fastupdate = on);--> statement-breakpoint
ALTER INDEX "product_search_label_grams_index" SET (fastupdate = on);
