CREATE TABLE "shipping_zone_areas" (
	"area" text PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"free_over" numeric(12, 2),
	"cold_chain_surcharge" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_amounts" CHECK ("shipping_zones"."rate" >= 0 and "shipping_zones"."cold_chain_surcharge" >= 0 and "shipping_zones"."free_over" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"rate_percent" numeric(5, 3) NOT NULL,
	"applies_to_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_percent_range" CHECK ("tax_rates"."rate_percent" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cold_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_exemption_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_exemption_expires" date;--> statement-breakpoint
ALTER TABLE "shipping_zone_areas" ADD CONSTRAINT "shipping_zone_areas_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_zone_areas_zone_idx" ON "shipping_zone_areas" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "tax_rates_country_idx" ON "tax_rates" USING btree ("country","region");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class" CHECK ("products"."tax_class" in ('standard', 'zero', 'exempt'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tax_exemption_whole" CHECK (("users"."tax_exemption_number" is null) = ("users"."tax_exemption_expires" is null));