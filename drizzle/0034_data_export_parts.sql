CREATE TABLE "data_export_parts" (
	"export_id" integer NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "data_export_parts_export_id_part_pk" PRIMARY KEY("export_id","part")
);
--> statement-breakpoint
ALTER TABLE "data_export_parts" ADD CONSTRAINT "data_export_parts_export_id_data_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A zip made before this migration becomes the single part of its export.
INSERT INTO "data_export_parts" ("export_id", "part", "data") SELECT "id", 0, "data" FROM "data_exports" WHERE "data" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" DROP COLUMN "data";