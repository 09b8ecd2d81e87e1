-- Passes (issue 31): operator-defined time-based access, bought through the one checkout.
CREATE TABLE "passes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"days" integer NOT NULL,
	"price_fils" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sale_from" date,
	"sale_to" date,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passes_days_positive" CHECK ("passes"."days" > 0),
	CONSTRAINT "passes_price_positive" CHECK ("passes"."price_fils" > 0),
	CONSTRAINT "passes_sale_dates_ordered" CHECK ("passes"."sale_from" IS NULL OR "passes"."sale_to" IS NULL OR "passes"."sale_from" <= "passes"."sale_to")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pass_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pass_days" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pass_name_en" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pass_name_ar" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "pass_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pass_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"pass_id" integer,
	"days" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "pass_grants_days_positive" CHECK ("pass_grants"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "pass_grants" ADD CONSTRAINT "pass_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_grants" ADD CONSTRAINT "pass_grants_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_grants" ADD CONSTRAINT "pass_grants_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_grants_transaction_once" ON "pass_grants" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "pass_grants_user_idx" ON "pass_grants" USING btree ("user_id");
