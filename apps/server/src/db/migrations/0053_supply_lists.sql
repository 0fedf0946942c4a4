CREATE TABLE "supply_list_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"min_level" integer,
	"par_level" integer,
	CONSTRAINT "supply_list_items_quantity_range" CHECK (quantity between 1 and 9999),
	CONSTRAINT "supply_list_items_min_range" CHECK (min_level is null or min_level between 1 and 9999),
	CONSTRAINT "supply_list_items_par_range" CHECK (par_level is null or par_level between 1 and 9999),
	CONSTRAINT "supply_list_items_min_within_par" CHECK (min_level is null or par_level is null or min_level <= par_level)
);
--> statement-breakpoint
CREATE TABLE "supply_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practice_id" integer NOT NULL,
	"author_id" integer,
	"name" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_lists_name_length" CHECK (length(trim("supply_lists"."name")) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "supply_list_items" ADD CONSTRAINT "supply_list_items_list_id_supply_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."supply_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_list_items" ADD CONSTRAINT "supply_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_lists" ADD CONSTRAINT "supply_lists_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_lists" ADD CONSTRAINT "supply_lists_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supply_list_items_list_product_key" ON "supply_list_items" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE INDEX "supply_list_items_list_position_idx" ON "supply_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "supply_list_items_product_idx" ON "supply_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_lists_practice_name_key" ON "supply_lists" USING btree ("practice_id",lower("name"));