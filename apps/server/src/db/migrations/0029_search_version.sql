CREATE TABLE "search_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_version_one_row" CHECK ("search_version"."id" = 1)
);
--> statement-breakpoint
-- Its one row; the triggers that move it are db/objects/search-change-notifications.sql.
INSERT INTO "search_version" ("id", "version") VALUES (1, 0);
