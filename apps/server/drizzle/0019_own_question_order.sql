-- The order of a user's own questions within their category (issue 29): the owner moves them up
-- and down. Existing questions are numbered by id within their category; new ones take the next
-- number of a shared sequence, so they come after every question already there.
ALTER TABLE "own_questions" ADD COLUMN "position" integer;
--> statement-breakpoint
UPDATE "own_questions" SET "position" = numbered."n"
FROM (SELECT "id", row_number() OVER (PARTITION BY "category_id" ORDER BY "id") AS "n" FROM "own_questions") AS numbered
WHERE numbered."id" = "own_questions"."id";
--> statement-breakpoint
CREATE SEQUENCE "own_questions_position_seq" AS integer;
--> statement-breakpoint
SELECT setval('own_questions_position_seq', coalesce((SELECT max("position") FROM "own_questions"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "own_questions" ALTER COLUMN "position" SET DEFAULT nextval('own_questions_position_seq');
--> statement-breakpoint
ALTER TABLE "own_questions" ALTER COLUMN "position" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "own_questions_position_idx" ON "own_questions" USING btree ("category_id","position");
