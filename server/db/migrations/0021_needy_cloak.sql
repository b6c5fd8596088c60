ALTER TABLE "benefit_voucher_uses" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "benefit_vouchers" ADD COLUMN "kind" text DEFAULT 'points' NOT NULL;