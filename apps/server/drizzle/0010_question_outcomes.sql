CREATE TABLE "question_outcomes" (
	"game_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"difficulty" text NOT NULL,
	"answered" boolean NOT NULL,
	"aided" boolean NOT NULL,
	"judged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_outcomes_game_id_question_id_pk" PRIMARY KEY("game_id","question_id"),
	CONSTRAINT "question_outcomes_difficulty" CHECK ("question_outcomes"."difficulty" in ('easy', 'normal', 'hard'))
);
--> statement-breakpoint
CREATE TABLE "question_outcome_tallies" (
	"question_id" integer NOT NULL,
	"difficulty" text NOT NULL,
	"plays" integer NOT NULL,
	"answered" integer NOT NULL,
	CONSTRAINT "question_outcome_tallies_question_id_difficulty_pk" PRIMARY KEY("question_id","difficulty")
);
--> statement-breakpoint
ALTER TABLE "question_outcomes" ADD CONSTRAINT "question_outcomes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_outcomes" ADD CONSTRAINT "question_outcomes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_outcome_tallies" ADD CONSTRAINT "question_outcome_tallies_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_outcomes_question_idx" ON "question_outcomes" USING btree ("question_id");--> statement-breakpoint
-- The tallies follow the outcome rows however they change (a judgement, its undo, a reset, a
-- deleted game): plays without 2X or an aid only.
CREATE FUNCTION "question_outcome_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NOT NEW.aided THEN
			INSERT INTO question_outcome_tallies (question_id, difficulty, plays, answered)
			VALUES (NEW.question_id, NEW.difficulty, 1, NEW.answered::int)
			ON CONFLICT (question_id, difficulty) DO UPDATE
			SET plays = question_outcome_tallies.plays + 1, answered = question_outcome_tallies.answered + excluded.answered;
		END IF;
		RETURN NEW;
	END IF;
	IF NOT OLD.aided THEN
		UPDATE question_outcome_tallies SET plays = plays - 1, answered = answered - OLD.answered::int
		WHERE question_id = OLD.question_id AND difficulty = OLD.difficulty;
	END IF;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "question_outcomes_tally" AFTER INSERT OR DELETE ON "question_outcomes"
FOR EACH ROW EXECUTE FUNCTION "question_outcome_tally"();
--> statement-breakpoint
-- Every tile judged before this release, from the games' saved boards: the label the tile had,
-- and whether a 2X or an aid was armed when it was judged (games saved before undo existed have
-- no judgements to tell: counted as unaided).
INSERT INTO "question_outcomes" ("game_id", "question_id", "difficulty", "answered", "aided", "judged_at")
SELECT g.id, qs.id, coalesce(tile->>'difficulty', qs.difficulty), tile->>'answeredBy' <> 'none',
	coalesce((
		SELECT bool_or(jsonb_path_exists(judgement->'armedBefore', '$[*].* ? (@ == true)'))
		FROM jsonb_array_elements(coalesce(g.state->'history', '[]'::jsonb)) AS judgement
		WHERE (judgement->>'questionId')::int = qs.id
	), false),
	g.updated_at
FROM "games" g
	CROSS JOIN jsonb_array_elements(g.state->'categories') AS category
	CROSS JOIN jsonb_array_elements(category->'questions') AS tile
	JOIN "questions" qs ON qs.id = (tile->>'questionId')::int
WHERE (tile->>'answered')::boolean AND tile->>'answeredBy' IN ('team1', 'team2', 'none')
ON CONFLICT DO NOTHING;
