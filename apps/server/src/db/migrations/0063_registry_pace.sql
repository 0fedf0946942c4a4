CREATE TABLE "licence_registry_pace" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_slot" timestamp with time zone NOT NULL,
	CONSTRAINT "licence_registry_pace_one_row" CHECK ("licence_registry_pace"."id" = 1)
);
