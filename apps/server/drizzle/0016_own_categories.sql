-- A user's own categories and questions (issue 29), private to their author (DECISIONS.md 33).
-- Their ids start at 1000000001 so that a game's state names them beside the bank's without confusion.
CREATE TABLE "own_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "own_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000000001 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_categories_language" CHECK ("own_categories"."language" in ('ar', 'en', 'both'))
);
--> statement-breakpoint
CREATE TABLE "own_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "own_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000000001 CACHE 1),
	"category_id" integer NOT NULL,
	"difficulty" text NOT NULL,
	"question_ar" text,
	"answer_ar" text,
	"question_en" text,
	"answer_en" text,
	"accepted_answers_ar" text[] DEFAULT '{}'::text[] NOT NULL,
	"accepted_answers_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_questions_difficulty" CHECK ("own_questions"."difficulty" in ('easy', 'normal', 'hard')),
	CONSTRAINT "own_questions_texts" CHECK (("own_questions"."question_ar" is not null and "own_questions"."answer_ar" is not null) or ("own_questions"."question_en" is not null and "own_questions"."answer_en" is not null))
);
--> statement-breakpoint
ALTER TABLE "own_categories" ADD CONSTRAINT "own_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_questions" ADD CONSTRAINT "own_questions_category_id_own_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."own_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_categories_user_idx" ON "own_categories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "own_questions_category_idx" ON "own_questions" USING btree ("category_id","difficulty");
