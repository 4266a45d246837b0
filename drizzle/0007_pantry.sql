CREATE TABLE "inventory_items" (
	"kitchen_id" uuid NOT NULL,
	"id" text NOT NULL,
	"value" jsonb,
	"version" integer NOT NULL,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_device" text,
	"overwrote_device" text,
	"use_by" date,
	CONSTRAINT "inventory_items_pk" PRIMARY KEY("kitchen_id","id"),
	CONSTRAINT "inventory_items_value_check" CHECK ("inventory_items"."deleted" or "inventory_items"."value" is not null)
);
--> statement-breakpoint
CREATE TABLE "pantry_events" (
	"kitchen_id" uuid NOT NULL,
	"id" text NOT NULL,
	"value" jsonb,
	"version" integer NOT NULL,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_device" text,
	"overwrote_device" text,
	CONSTRAINT "pantry_events_pk" PRIMARY KEY("kitchen_id","id"),
	CONSTRAINT "pantry_events_value_check" CHECK ("pantry_events"."deleted" or "pantry_events"."value" is not null)
);
--> statement-breakpoint
CREATE TABLE "pantry_reminder_sends" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_reminder_sends_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "pantry_reminders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"send_at" text DEFAULT '08:00' NOT NULL,
	"unsubscribe_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_reminders_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_kitchen_id_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_events" ADD CONSTRAINT "pantry_events_kitchen_id_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_reminder_sends" ADD CONSTRAINT "pantry_reminder_sends_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_reminders" ADD CONSTRAINT "pantry_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_kitchen_seq_idx" ON "inventory_items" USING btree ("kitchen_id","seq");--> statement-breakpoint
CREATE INDEX "inventory_items_use_by_idx" ON "inventory_items" USING btree ("use_by");--> statement-breakpoint
CREATE UNIQUE INDEX "pantry_events_kitchen_seq_idx" ON "pantry_events" USING btree ("kitchen_id","seq");