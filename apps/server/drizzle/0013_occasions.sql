-- The operators' occasions: a centre's own, and the categories chosen for a built-in one.
CREATE TABLE "occasions" (
	"id" text PRIMARY KEY NOT NULL,
	"own" boolean NOT NULL,
	"kind" text,
	"start_month" integer,
	"start_day" integer,
	"end_month" integer,
	"end_day" integer,
	"name_en" text,
	"name_ar" text,
	"categories" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasions_own_complete" CHECK (not "occasions"."own" or ("occasions"."kind" is not null and "occasions"."start_month" is not null and "occasions"."start_day" is not null and "occasions"."name_en" is not null and "occasions"."name_ar" is not null))
);
