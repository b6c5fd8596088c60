-- Whether an order took a variant's stock, kept on the variant (the catalogue's own row) so that
-- removing it decides hide-or-delete without reading commerce's order lines. Backfilled once here.
ALTER TABLE "product_variants" ADD COLUMN "ordered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "product_variants" SET "ordered" = true
  WHERE "id" IN (SELECT "variant_id" FROM "order_lines" WHERE "variant_id" IS NOT NULL);
