CREATE TABLE "mail_errors" (
	"email" text PRIMARY KEY NOT NULL,
	"mail_error_count" integer DEFAULT 0 NOT NULL,
	"last_error_at" timestamp with time zone DEFAULT now() NOT NULL
);
