CREATE TABLE "operator_password_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_password_tokens" ADD CONSTRAINT "operator_password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_password_tokens_user_idx" ON "operator_password_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_granted_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_granted_how" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_granted_by_users_id_fk" FOREIGN KEY ("role_granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_granted_how" CHECK ("users"."role_granted_how" in ('listed_address', 'operator', 'command_line'));--> statement-breakpoint
CREATE INDEX "users_role_granted_by_idx" ON "users" USING btree ("role_granted_by");
