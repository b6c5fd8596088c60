ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sold_out_updated_at_id_index" ON "products" USING btree ("updated_at","id") WHERE not "products"."in_stock" and "products"."deleted_at" is null;--> statement-breakpoint
-- products.in_stock follows the variants: after each statement that writes product_variants, the
-- products it touched are set from their sold (not hidden) variants with stock. One set-based
-- update a statement (transition tables), and only where the flag changes, so an order that leaves
-- stock above zero writes no product row.
CREATE FUNCTION "products_in_stock_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "products" p SET "in_stock" = EXISTS (SELECT 1 FROM "product_variants" v
        WHERE v."product_id" = p."id" AND v."stock" > 0 AND NOT v."is_hidden")
      WHERE p."id" IN (SELECT DISTINCT "product_id" FROM old_rows)
        AND p."in_stock" IS DISTINCT FROM EXISTS (SELECT 1 FROM "product_variants" v
          WHERE v."product_id" = p."id" AND v."stock" > 0 AND NOT v."is_hidden");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "products" p SET "in_stock" = EXISTS (SELECT 1 FROM "product_variants" v
        WHERE v."product_id" = p."id" AND v."stock" > 0 AND NOT v."is_hidden")
      WHERE p."id" IN (SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows)
        AND p."in_stock" IS DISTINCT FROM EXISTS (SELECT 1 FROM "product_variants" v
          WHERE v."product_id" = p."id" AND v."stock" > 0 AND NOT v."is_hidden");
  ELSE
    UPDATE "products" p SET "in_stock" = EXISTS (SELECT 1 FROM "product_variants" v
        WHERE v."product_id" = p."id" AND v."stock" > 0 AND NOT v."is_hidden")
      WHERE p."id" IN (SELECT DISTINCT "product_id" FROM new_rows)
        AND p."in_stock" IS DISTINCT FROM EXISTS (SELECT 1 FROM "product_variants" v
          WHERE v."product_id" = p."id" AND v."stock" > 0 AND NOT v."is_hidden");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_in_stock_insert" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_in_stock_refresh"();--> statement-breakpoint
CREATE TRIGGER "product_variants_in_stock_update" AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_in_stock_refresh"();--> statement-breakpoint
CREATE TRIGGER "product_variants_in_stock_delete" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_in_stock_refresh"();--> statement-breakpoint
UPDATE "products" p SET "in_stock" = true WHERE EXISTS (SELECT 1 FROM "product_variants" v
  WHERE v."product_id" = p."id" AND v."stock" > 0 AND NOT v."is_hidden");
