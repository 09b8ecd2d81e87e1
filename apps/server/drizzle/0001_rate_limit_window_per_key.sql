DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD PRIMARY KEY ("key");