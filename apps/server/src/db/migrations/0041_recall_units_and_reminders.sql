CREATE TABLE "recall_reminders" (
	"recall_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_reminders_recall_id_user_id_day_pk" PRIMARY KEY("recall_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "recall_notices" ADD COLUMN "units_on_hand" integer;--> statement-breakpoint
ALTER TABLE "recall_reminders" ADD CONSTRAINT "recall_reminders_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_reminders" ADD CONSTRAINT "recall_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_units_on_hand" CHECK ("recall_notices"."units_on_hand" >= 0);