CREATE TABLE "order_day_counts" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"shard" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_day_counts_day_status_shard_pk" PRIMARY KEY("day","status","shard")
);
