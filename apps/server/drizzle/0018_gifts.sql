-- Gifts (offers issue): a purchase for someone else by e-mail. Settlement credits nobody and marks
-- the gift waiting; the recipient's confirmed address claims it once (waiting -> delivered); a
-- refund of a waiting gift cancels it.
ALTER TABLE "transactions" ADD COLUMN "gift_email" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "gift_status" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "gift_recipient_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "gift_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_gift_recipient_id_users_id_fk" FOREIGN KEY ("gift_recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_gift_status" CHECK ("transactions"."gift_status" in ('waiting', 'delivered', 'cancelled'));--> statement-breakpoint
CREATE INDEX "transactions_gift_waiting_idx" ON "transactions" USING btree ("gift_email") WHERE "transactions"."gift_status" = 'waiting';
