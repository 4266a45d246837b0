CREATE TABLE "kitchen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"pruned_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_changes" (
	"kitchen_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"collection" text NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_changes_pk" PRIMARY KEY("kitchen_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "kitchen_state" (
	"kitchen_id" uuid NOT NULL,
	"id" text NOT NULL,
	"value" jsonb,
	"version" integer NOT NULL,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_device" text,
	"overwrote_device" text,
	CONSTRAINT "kitchen_state_pk" PRIMARY KEY("kitchen_id","id"),
	CONSTRAINT "kitchen_state_value_check" CHECK ("kitchen_state"."deleted" or "kitchen_state"."value" is not null)
);
--> statement-breakpoint
CREATE TABLE "pantry_answers" (
	"kitchen_id" uuid NOT NULL,
	"id" text NOT NULL,
	"value" jsonb,
	"version" integer NOT NULL,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_device" text,
	"overwrote_device" text,
	CONSTRAINT "pantry_answers_pk" PRIMARY KEY("kitchen_id","id"),
	CONSTRAINT "pantry_answers_value_check" CHECK ("pantry_answers"."deleted" or "pantry_answers"."value" is not null)
);
--> statement-breakpoint
CREATE TABLE "plan_entries" (
	"kitchen_id" uuid NOT NULL,
	"id" text NOT NULL,
	"value" jsonb,
	"version" integer NOT NULL,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_device" text,
	"overwrote_device" text,
	"date" date,
	"slot" text,
	CONSTRAINT "plan_entries_pk" PRIMARY KEY("kitchen_id","id"),
	CONSTRAINT "plan_entries_value_check" CHECK ("plan_entries"."deleted" or "plan_entries"."value" is not null),
	CONSTRAINT "plan_entries_slot_check" CHECK ("plan_entries"."slot" in ('main', 'breakfast')),
	CONSTRAINT "plan_entries_dated_check" CHECK ("plan_entries"."deleted" or ("plan_entries"."date" is not null and "plan_entries"."slot" is not null))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"kitchen_id" uuid NOT NULL,
	"id" text NOT NULL,
	"value" jsonb,
	"version" integer NOT NULL,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_device" text,
	"overwrote_device" text,
	CONSTRAINT "purchases_pk" PRIMARY KEY("kitchen_id","id"),
	CONSTRAINT "purchases_value_check" CHECK ("purchases"."deleted" or "purchases"."value" is not null)
);
--> statement-breakpoint
CREATE TABLE "shopping_ticks" (
	"kitchen_id" uuid NOT NULL,
	"id" text NOT NULL,
	"value" jsonb,
	"version" integer NOT NULL,
	"seq" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_device" text,
	"overwrote_device" text,
	CONSTRAINT "shopping_ticks_pk" PRIMARY KEY("kitchen_id","id"),
	CONSTRAINT "shopping_ticks_value_check" CHECK ("shopping_ticks"."deleted" or "shopping_ticks"."value" is not null)
);
--> statement-breakpoint
ALTER TABLE "kitchen" ADD CONSTRAINT "kitchen_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_changes" ADD CONSTRAINT "kitchen_changes_kitchen_id_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_state" ADD CONSTRAINT "kitchen_state_kitchen_id_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_answers" ADD CONSTRAINT "pantry_answers_kitchen_id_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_entries" ADD CONSTRAINT "plan_entries_kitchen_id_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_kitchen_id_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_ticks" ADD CONSTRAINT "shopping_ticks_kitchen_id_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_owner_user_id_idx" ON "kitchen" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "kitchen_changes_kitchen_applied_idx" ON "kitchen_changes" USING btree ("kitchen_id","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_state_kitchen_seq_idx" ON "kitchen_state" USING btree ("kitchen_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "pantry_answers_kitchen_seq_idx" ON "pantry_answers" USING btree ("kitchen_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_entries_kitchen_seq_idx" ON "plan_entries" USING btree ("kitchen_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_kitchen_seq_idx" ON "purchases" USING btree ("kitchen_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_ticks_kitchen_seq_idx" ON "shopping_ticks" USING btree ("kitchen_id","seq");