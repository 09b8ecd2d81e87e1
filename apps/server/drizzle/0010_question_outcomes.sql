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
-- deleted game): plays without 2X or an aid only, once per statement over the rows it changed.
CREATE FUNCTION "question_outcomes_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO question_outcome_tallies (question_id, difficulty, plays, answered)
	SELECT question_id, difficulty, count(*), count(*) FILTER (WHERE answered)
	FROM added WHERE NOT aided GROUP BY question_id, difficulty
	ON CONFLICT (question_id, difficulty) DO UPDATE
	SET plays = question_outcome_tallies.plays + excluded.plays, answered = question_outcome_tallies.answered + excluded.answered;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "question_outcomes_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE question_outcome_tallies t SET plays = t.plays - r.plays, answered = t.answered - r.answered
	FROM (
		SELECT question_id, difficulty, count(*) AS plays, count(*) FILTER (WHERE answered) AS answered
		FROM removed WHERE NOT aided GROUP BY question_id, difficulty
	) r
	WHERE t.question_id = r.question_id AND t.difficulty = r.difficulty;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "question_outcomes_tally_added" AFTER INSERT ON "question_outcomes"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "question_outcomes_added"();
--> statement-breakpoint
CREATE TRIGGER "question_outcomes_tally_removed" AFTER DELETE ON "question_outcomes"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "question_outcomes_removed"();
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
