ALTER TABLE "hero_carousel_items" ADD COLUMN "link_product_id" integer;--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD COLUMN "link_category_id" integer;--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD COLUMN "link_path" text;--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD COLUMN "price_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD CONSTRAINT "hero_carousel_items_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD CONSTRAINT "hero_carousel_items_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hero_carousel_items_link_product_idx" ON "hero_carousel_items" USING btree ("link_product_id");--> statement-breakpoint
CREATE INDEX "hero_carousel_items_link_category_idx" ON "hero_carousel_items" USING btree ("link_category_id");--> statement-breakpoint
ALTER TABLE "hero_carousel_items" ADD CONSTRAINT "hero_carousel_items_one_link" CHECK (num_nonnulls("hero_carousel_items"."link_product_id", "hero_carousel_items"."link_category_id", "hero_carousel_items"."link_path") <= 1);