ALTER TABLE "product_search" ADD COLUMN "label_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_label_grams_index" ON "product_search" USING gin ("label_grams") WITH (fastupdate=false);--> statement-breakpoint
-- The rows already indexed get their label_grams here, as wordGrams (search.model.ts) makes them
-- from the normalised texts: every letter and every two letters of each space-separated word.
UPDATE "product_search" SET "label_grams" = (
  SELECT coalesce(array_agg(DISTINCT gram), '{}'::text[]) FROM (
    SELECT substr(w, i, n) AS gram
    FROM regexp_split_to_table("name_text" || ' ' || "code_text" || ' ' || "facet_text", ' ') AS w,
      generate_series(1, 2) AS n, generate_series(1, char_length(w) - n + 1) AS i
  ) AS grams WHERE gram <> ''
);