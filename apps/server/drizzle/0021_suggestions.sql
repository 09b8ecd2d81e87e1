-- Suggesting an own question to the bank, and the operators' hiding of a shared category (issue 29).
-- A suggestion is a snapshot of the question when it was suggested: later edits of the own question
-- do not change it; at most one open suggestion per own question.
CREATE TABLE "question_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"own_question_id" integer,
	"own_category_id" integer,
	"own_category_name" text NOT NULL,
	"language" text NOT NULL,
	"bank_category_id" integer,
	"difficulty" text NOT NULL,
	"question_ar" text,
	"answer_ar" text,
	"question_en" text,
	"answer_en" text,
	"accepted_answers_ar" text[] DEFAULT '{}'::text[] NOT NULL,
	"accepted_answers_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_note" text NOT NULL,
	"credit" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decline_reason" text,
	"bank_question_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_suggestions_status" CHECK ("question_suggestions"."status" in ('open', 'accepted', 'declined')),
	CONSTRAINT "question_suggestions_language" CHECK ("question_suggestions"."language" in ('ar', 'en', 'both')),
	CONSTRAINT "question_suggestions_difficulty" CHECK ("question_suggestions"."difficulty" in ('easy', 'normal', 'hard'))
);
--> statement-breakpoint
ALTER TABLE "question_suggestions" ADD CONSTRAINT "question_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_suggestions" ADD CONSTRAINT "question_suggestions_own_question_id_own_questions_id_fk" FOREIGN KEY ("own_question_id") REFERENCES "public"."own_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_suggestions" ADD CONSTRAINT "question_suggestions_own_category_id_own_categories_id_fk" FOREIGN KEY ("own_category_id") REFERENCES "public"."own_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_suggestions" ADD CONSTRAINT "question_suggestions_bank_category_id_categories_id_fk" FOREIGN KEY ("bank_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_suggestions" ADD CONSTRAINT "question_suggestions_bank_question_id_questions_id_fk" FOREIGN KEY ("bank_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_suggestions" ADD CONSTRAINT "question_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_suggestions_user_idx" ON "question_suggestions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "question_suggestions_status_idx" ON "question_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_suggestions_one_open" ON "question_suggestions" USING btree ("own_question_id") WHERE "question_suggestions"."status" = 'open';--> statement-breakpoint
ALTER TABLE "own_categories" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "own_categories" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "own_category_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "own_category_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_own_category_id_own_categories_id_fk" FOREIGN KEY ("own_category_id") REFERENCES "public"."own_categories"("id") ON DELETE set null ON UPDATE no action;
