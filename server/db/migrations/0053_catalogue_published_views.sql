-- The catalogue's published read views (server/contexts/catalogue/tables/published.ts): what the
-- cart reads of the catalogue in its one-statement queries, instead of the catalogue's tables.
-- Plain views: PostgreSQL inlines them, so a cart statement plans as it did over the tables.
CREATE VIEW "catalogue_variants" AS
SELECT
  v.id AS variant_id, v.name AS variant_name, v.stock,
  p.id AS product_id, p.key AS product_key, p.code AS product_code, p.name AS product_name,
  p.price, p.tax_rate, p.category_id, p.maker_id, p.brand_id, b.name AS brand_name, p.is_show,
  p.is_age_restricted,
  (p.is_show AND p.deleted_at IS NULL AND NOT v.is_hidden
    AND (p.publish_from IS NULL OR p.publish_from <= now())
    AND (p.publish_to IS NULL OR p.publish_to > now())) AS on_sale,
  (SELECT i.path FROM product_images i WHERE i.product_id = p.id
    ORDER BY i.position LIMIT 1) AS image_path,
  (WITH RECURSIVE up(id, parent_id, name, depth) AS (
      SELECT c.id, c.parent_id, c.name, 0 FROM categories c
      WHERE c.id = p.category_id AND c."table" = 'products'
    UNION ALL
      SELECT c.id, c.parent_id, c.name, up.depth + 1 FROM categories c
      JOIN up ON c.id = up.parent_id
      WHERE up.depth < 9 AND c."table" = 'products')
    SELECT coalesce(json_agg(up.name ORDER BY up.depth DESC), '[]'::json) FROM up) AS category_names
FROM product_variants v
JOIN products p ON p.id = v.product_id
LEFT JOIN brands b ON b.id = p.brand_id;--> statement-breakpoint
CREATE VIEW "catalogue_channel_products" AS
SELECT product_id, channel_id FROM product_channels;
