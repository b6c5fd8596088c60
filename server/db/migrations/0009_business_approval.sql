ALTER TABLE "users" ADD COLUMN "business_approved_at" timestamp with time zone;--> statement-breakpoint
-- Business status used to follow the registration form's company name: only a member with a
-- credit line set by the shop counts as approved; the rest lose the status they granted themselves.
UPDATE "users" SET "is_business" = false WHERE "is_business" AND "credit_limit" IS NULL;--> statement-breakpoint
UPDATE "users" SET "business_approved_at" = "updated_at" WHERE "is_business";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_approval_check" CHECK (not "users"."is_business" or ("users"."credit_limit" >= 0 and "users"."business_approved_at" is not null));
