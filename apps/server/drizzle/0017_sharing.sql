-- Sharing a user's own category by link (issue 29, DECISIONS.md 33): one live link per category,
-- only its token's hash kept; revoking deletes the link and with it every account's access through it.
CREATE TABLE "own_category_shares" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_category_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "own_category_share_opens" (
	"category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_category_share_opens_category_id_user_id_pk" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "own_category_shares" ADD CONSTRAINT "own_category_shares_category_id_own_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."own_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_category_share_opens" ADD CONSTRAINT "own_category_share_opens_category_id_own_category_shares_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."own_category_shares"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_category_share_opens" ADD CONSTRAINT "own_category_share_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_category_share_opens_user_idx" ON "own_category_share_opens" USING btree ("user_id");
