CREATE TABLE "oidc_pending" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"binding_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_rebuilds" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"pages" integer,
	"seconds" double precision
);
