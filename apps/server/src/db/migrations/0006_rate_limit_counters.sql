CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_subject_pk" PRIMARY KEY("bucket","subject")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_idx" ON "rate_limit_counters" USING btree ("window_ends_at");