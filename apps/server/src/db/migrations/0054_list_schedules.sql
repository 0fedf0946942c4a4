CREATE TABLE "supply_list_schedules" (
	"list_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"every_weeks" integer NOT NULL,
	"weekday" integer NOT NULL,
	"next_on" date NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_run_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_list_schedules_weeks_range" CHECK (every_weeks between 1 and 12),
	CONSTRAINT "supply_list_schedules_weekday_range" CHECK ("supply_list_schedules"."weekday" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "supply_list_schedules" ADD CONSTRAINT "supply_list_schedules_list_id_supply_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."supply_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_list_schedules" ADD CONSTRAINT "supply_list_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supply_list_schedules_due_idx" ON "supply_list_schedules" USING btree ("next_on");--> statement-breakpoint
CREATE INDEX "supply_list_schedules_user_idx" ON "supply_list_schedules" USING btree ("user_id");