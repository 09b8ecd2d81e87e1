CREATE TABLE "buzz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buzz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"phone_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buzzer_phones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buzzer_phones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"team" smallint NOT NULL,
	"token_hash" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buzzer_rooms" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buzzes" (
	"game_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"phone_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buzzes_game_id_question_id_pk" PRIMARY KEY("game_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "buzz_attempts" ADD CONSTRAINT "buzz_attempts_game_id_buzzer_rooms_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."buzzer_rooms"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buzz_attempts" ADD CONSTRAINT "buzz_attempts_phone_id_buzzer_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."buzzer_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buzzer_phones" ADD CONSTRAINT "buzzer_phones_game_id_buzzer_rooms_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."buzzer_rooms"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buzzer_rooms" ADD CONSTRAINT "buzzer_rooms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buzzes" ADD CONSTRAINT "buzzes_game_id_buzzer_rooms_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."buzzer_rooms"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buzzes" ADD CONSTRAINT "buzzes_phone_id_buzzer_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."buzzer_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buzz_attempts_question_idx" ON "buzz_attempts" USING btree ("game_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buzzer_phones_token_unique" ON "buzzer_phones" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "buzzer_phones_game_idx" ON "buzzer_phones" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buzzer_rooms_join_code_unique" ON "buzzer_rooms" USING btree ("join_code");