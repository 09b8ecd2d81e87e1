CREATE TABLE "tv_pairings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tv_pairings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"code" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"paired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tv_pairings" ADD CONSTRAINT "tv_pairings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tv_pairings_code_unique" ON "tv_pairings" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_pairings_token_unique" ON "tv_pairings" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tv_pairings_game_idx" ON "tv_pairings" USING btree ("game_id");