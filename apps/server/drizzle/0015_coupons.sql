-- Coupons (offers issue): codes operators create; a use is a transaction naming the coupon that has not failed.
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"package_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pass_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('percent', 'fils', 'points')),
	CONSTRAINT "coupons_status" CHECK ("coupons"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0),
	CONSTRAINT "coupons_dates_ordered" CHECK ("coupons"."starts_on" IS NULL OR "coupons"."ends_on" IS NULL OR "coupons"."starts_on" <= "coupons"."ends_on")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "discount_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "bonus_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_coupon_idx" ON "transactions" USING btree ("coupon_id","user_id");
