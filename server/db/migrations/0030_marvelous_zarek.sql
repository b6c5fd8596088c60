CREATE INDEX "users_search_name_idx" ON "users" USING btree (("last_name" || "first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_kana_idx" ON "users" USING btree (("last_name_kana" || "first_name_kana") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_email_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_phone_idx" ON "users" USING btree (regexp_replace("phone_number", '[^0-9]', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_cell_idx" ON "users" USING btree (regexp_replace("cell_phone_number", '[^0-9]', '', 'g') text_pattern_ops);