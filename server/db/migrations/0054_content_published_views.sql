-- The content context's published read views (server/contexts/content/tables/published.ts): what
-- commerce reads of the catalogues shoppers request and of the landing pages that offer coupons.
CREATE VIEW "content_catalogs" AS
SELECT id, key, title, description, hue, pages, is_orderable, sort, created_at, updated_at
FROM catalogs;--> statement-breakpoint
CREATE VIEW "content_landing_pages" AS
SELECT id, slug, title, body_html, is_show_header, is_show_footer, redirect_to, publish_from,
  channel_id, is_show, sort, publish_to, version, created_at, updated_at
FROM landing_pages;
