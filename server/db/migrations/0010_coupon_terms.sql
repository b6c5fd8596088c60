ALTER TABLE "coupons" ADD COLUMN "is_first_purchase_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limit_check" CHECK ("coupons"."usage_limit" is null or "coupons"."usage_limit" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limit_per_customer_check" CHECK ("coupons"."usage_limit_per_customer" is null or "coupons"."usage_limit_per_customer" > 0);--> statement-breakpoint
-- The demo's welcome coupon is what its name says: for a first order, once per customer.
UPDATE "coupons" SET "is_first_purchase_only" = true, "usage_limit_per_customer" = 1 WHERE "code" = 'WELCOME500';
