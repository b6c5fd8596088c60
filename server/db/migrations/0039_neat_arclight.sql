ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
DROP INDEX "orders_ordered_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_ordered_at_idx";--> statement-breakpoint
DROP INDEX "orders_payment_ordered_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_payment_idx";--> statement-breakpoint
DROP INDEX "orders_total_payment_idx";--> statement-breakpoint
CREATE INDEX "orders_ordered_at_idx" ON "orders" USING btree ("ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_ordered_at_idx" ON "orders" USING btree ("status","ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_ordered_at_idx" ON "orders" USING btree ("payment_id","ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_payment_idx" ON "orders" USING btree ("status","payment_id","ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_payment_idx" ON "orders" USING btree ("total_payment","id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('paid', 'shipped', 'cancelled', 'refunded', 'shipment_changed'));