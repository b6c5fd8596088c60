DROP INDEX "products_updated_at_id_index";--> statement-breakpoint
CREATE INDEX "product_variants_in_stock_index" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."stock" > 0 and not "product_variants"."is_hidden";--> statement-breakpoint
CREATE INDEX "products_listed_updated_at_id_index" ON "products" USING btree ("updated_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_key_pattern_index" ON "products" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_hidden_updated_at_id_index" ON "products" USING btree ("updated_at","id") WHERE not "products"."is_show" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_id_index" ON "products" USING btree ("price","id");