ALTER TABLE "questions" ADD COLUMN "pack_id" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "pack_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_pack_id_unique" ON "questions" USING btree ("pack_id");