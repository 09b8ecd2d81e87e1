-- One open report per player and question: older duplicates are kept, resolved.
UPDATE "question_reports" SET "status" = 'resolved'
WHERE "status" = 'open' AND "user_id" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "question_reports" AS "earlier"
	WHERE "earlier"."status" = 'open' AND "earlier"."user_id" = "question_reports"."user_id"
		AND "earlier"."question_id" = "question_reports"."question_id" AND "earlier"."id" < "question_reports"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_open_per_user_unique" ON "question_reports" USING btree ("user_id","question_id") WHERE "question_reports"."status" = 'open';
