CREATE TABLE "recall_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recall_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"order_item_id" integer,
	"order_number" text NOT NULL,
	"doctor_name" text NOT NULL,
	"doctor_email" text NOT NULL,
	"lot_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recall_lines_quantity_positive" CHECK ("recall_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recall_lots" (
	"recall_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quarantined" integer NOT NULL,
	CONSTRAINT "recall_lots_recall_id_lot_number_pk" PRIMARY KEY("recall_id","lot_number")
);
--> statement-breakpoint
CREATE TABLE "recall_notices" (
	"recall_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email_id" integer,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "recall_notices_recall_id_user_id_pk" PRIMARY KEY("recall_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recalls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer,
	"product_name" text NOT NULL,
	"reason" text NOT NULL,
	"action" text NOT NULL,
	"recall_class" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "recalls_action" CHECK ("recalls"."action" in ('return', 'destroy', 'quarantine')),
	CONSTRAINT "recalls_class" CHECK ("recalls"."recall_class" in ('I', 'II', 'III')),
	CONSTRAINT "recalls_status" CHECK ("recalls"."status" in ('open', 'closed')),
	CONSTRAINT "recalls_closed" CHECK (("recalls"."status" = 'closed') = ("recalls"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "product_stock" DROP CONSTRAINT "product_stock_reserved_within_on_hand";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind";--> statement-breakpoint
ALTER TABLE "stock_lots" ADD COLUMN "recall_id" integer;--> statement-breakpoint
ALTER TABLE "recall_lines" ADD CONSTRAINT "recall_lines_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lines" ADD CONSTRAINT "recall_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lines" ADD CONSTRAINT "recall_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lines" ADD CONSTRAINT "recall_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lots" ADD CONSTRAINT "recall_lots_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_email_id_outbox_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_lines_recall_idx" ON "recall_lines" USING btree ("recall_id","user_id");--> statement-breakpoint
CREATE INDEX "recall_notices_user_idx" ON "recall_notices" USING btree ("user_id","recall_id");--> statement-breakpoint
CREATE INDEX "recalls_opened_idx" ON "recalls" USING btree ("opened_at","id");--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('receive', 'adjust', 'damage', 'expire', 'ship', 'recall'));