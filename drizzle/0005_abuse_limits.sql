CREATE TABLE "app_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_usage" (
	"day" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text,
	"count" integer NOT NULL,
	CONSTRAINT "model_usage_day_subject_pk" PRIMARY KEY("day","subject")
);
--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "model_usage" ADD CONSTRAINT "model_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_rate_limits_window_ends_at_idx" ON "app_rate_limits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "model_usage_user_id_idx" ON "model_usage" USING btree ("user_id");