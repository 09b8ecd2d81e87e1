-- Seasonal packages (issue 31): a package can be sold only between two Kuwait days, both included,
-- like a pass (sale_from..sale_to; null for no limit).
ALTER TABLE "packages" ADD COLUMN "sale_from" date;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "sale_to" date;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_sale_dates_ordered" CHECK ("packages"."sale_from" IS NULL OR "packages"."sale_to" IS NULL OR "packages"."sale_from" <= "packages"."sale_to");
