CREATE TABLE "licence_documents" (
	"renewal_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_documents" ADD CONSTRAINT "licence_documents_renewal_id_licence_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."licence_renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_renewals" DROP COLUMN "document_key";