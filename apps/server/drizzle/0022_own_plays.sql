-- Playing own categories (issue 29): a category's look (a built-in icon or a bank picture, named
-- from the closed list in packages/shared/src/contracts/own-category-look.ts; null: its first letter),
-- and every own question judged in a game, so that a later game prefers the questions its player
-- has not been shown and the host sees "Played before" on a repeat.
ALTER TABLE "own_categories" ADD COLUMN "icon" text;
--> statement-breakpoint
CREATE TABLE "own_question_plays" (
	"game_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_question_plays_game_id_question_id_pk" PRIMARY KEY("game_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "own_question_plays" ADD CONSTRAINT "own_question_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_question_plays" ADD CONSTRAINT "own_question_plays_question_id_own_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."own_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_question_plays" ADD CONSTRAINT "own_question_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_question_plays_user_question_idx" ON "own_question_plays" USING btree ("user_id","question_id");--> statement-breakpoint
-- Own questions already judged in saved games count as shown, at the game's last change.
INSERT INTO "own_question_plays" ("game_id", "question_id", "user_id", "played_at")
SELECT g.id, oq.id, g.user_id, g.updated_at
FROM "games" g
	CROSS JOIN jsonb_array_elements(g.state->'categories') AS category
	CROSS JOIN jsonb_array_elements(category->'questions') AS tile
	JOIN "own_questions" oq ON oq.id = (tile->>'questionId')::int
WHERE (tile->>'answered')::boolean
ON CONFLICT DO NOTHING;
