CREATE TABLE "own_recipe_lines" (
	"recipe_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"amount" double precision,
	"amount_max" double precision,
	"unit" text,
	"food" text NOT NULL,
	"note" text,
	"group_name" text,
	"match" text NOT NULL,
	"ingredient_id" text,
	"matched_by" text NOT NULL,
	CONSTRAINT "own_recipe_lines_recipe_id_position_pk" PRIMARY KEY("recipe_id","position")
);
--> statement-breakpoint
CREATE TABLE "own_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cuisine" text,
	"meal_type" text DEFAULT 'main' NOT NULL,
	"servings" integer NOT NULL,
	"prep_minutes" integer,
	"cook_minutes" integer,
	"steps" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"source_url" text,
	"source_name" text,
	"source_author" text,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "own_recipe_lines" ADD CONSTRAINT "own_recipe_lines_recipe_id_own_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."own_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_recipe_lines" ADD CONSTRAINT "own_recipe_lines_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_recipes" ADD CONSTRAINT "own_recipes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_recipes" ADD CONSTRAINT "own_recipes_image_id_recipe_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."recipe_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_images" ADD CONSTRAINT "recipe_images_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_recipe_lines_user_idx" ON "own_recipe_lines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "own_recipes_user_updated_idx" ON "own_recipes" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "recipe_images_user_idx" ON "recipe_images" USING btree ("user_id");