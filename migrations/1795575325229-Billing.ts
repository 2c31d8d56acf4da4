import { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795575325229 implements MigrationInterface {
  name = 'Billing1795575325229';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "plans" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "slug" character varying(40) NOT NULL,
                "name" character varying(40) NOT NULL,
                "description" character varying(200) NOT NULL DEFAULT '',
                "features" jsonb NOT NULL DEFAULT '[]',
                "download_allowance" integer NOT NULL,
                "licence" character varying(16) NOT NULL,
                "converter_max_file_bytes" bigint NOT NULL,
                "converter_minutes_per_month" integer NOT NULL,
                "highlighted" boolean NOT NULL DEFAULT false,
                "active" boolean NOT NULL DEFAULT true,
                "is_free" boolean NOT NULL DEFAULT false,
                "position" integer NOT NULL DEFAULT '0',
                "provider_product_id" character varying(255),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_plans_allowance" CHECK ("download_allowance" >= 0),
                CONSTRAINT "CHK_plans_licence" CHECK ("licence" IN ('PERSONAL', 'COMMERCIAL')),
                CONSTRAINT "PK_3720521a81c7c24fe9b7202ba61" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_plans_slug" ON "plans" ("slug")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_plans_provider_product" ON "plans" ("provider_product_id")
            WHERE "provider_product_id" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_plans_free" ON "plans" ("is_free")
            WHERE "is_free"
        `);
    await queryRunner.query(`
            CREATE TABLE "plan_prices" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "plan_id" uuid NOT NULL,
                "interval" character varying(8) NOT NULL,
                "amount_cents" integer NOT NULL,
                "currency" character(3) NOT NULL DEFAULT 'USD',
                "current" boolean NOT NULL DEFAULT true,
                "provider_price_id" character varying(255),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_plan_prices_interval" CHECK ("interval" IN ('MONTH', 'YEAR')),
                CONSTRAINT "CHK_plan_prices_currency" CHECK ("currency" = 'USD'),
                CONSTRAINT "CHK_plan_prices_amount" CHECK ("amount_cents" > 0),
                CONSTRAINT "PK_69b05dce9891d42a3d0fc77eec1" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_plan_prices_provider" ON "plan_prices" ("provider_price_id")
            WHERE "provider_price_id" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_plan_prices_current" ON "plan_prices" ("plan_id", "interval")
            WHERE "current"
        `);
    await queryRunner.query(`
            CREATE TABLE "billing_test_mode_objects" (
                "id" character varying(64) NOT NULL,
                "type" character varying(32) NOT NULL,
                "customer" character varying(64),
                "data" jsonb NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_01f3b7d5734bee2265e0f61e830" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_billing_test_mode_objects_type" ON "billing_test_mode_objects" ("type", "customer")
        `);
    await queryRunner.query(`
            CREATE TABLE "payments" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "kind" character varying(16) NOT NULL,
                "provider_id" character varying(255) NOT NULL,
                "provider_subscription_id" character varying(255),
                "provider_charge_id" character varying(255),
                "description" character varying(200) NOT NULL,
                "amount_cents" integer NOT NULL,
                "amount_refunded_cents" integer NOT NULL DEFAULT '0',
                "currency" character(3) NOT NULL DEFAULT 'USD',
                "status" character varying(16) NOT NULL,
                "hosted_url" character varying(1000),
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_payments_kind" CHECK ("kind" IN ('SUBSCRIPTION', 'ITEM')),
                CONSTRAINT "CHK_payments_status" CHECK (
                    "status" IN ('open', 'failed', 'paid', 'refunded', 'void')
                ),
                CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_payments_provider" ON "payments" ("provider_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_payments_charge" ON "payments" ("provider_charge_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_payments_user_created" ON "payments" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "item_purchases" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "media_id" uuid NOT NULL,
                "payment_id" uuid NOT NULL,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_f6f0392a82537b6831a3c20184a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_item_purchases_media" ON "item_purchases" ("media_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_item_purchases_payment" ON "item_purchases" ("payment_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_item_purchases_user_media" ON "item_purchases" ("user_id", "media_id")
            WHERE "revoked_at" IS NULL
        `);
    await queryRunner.query(`
            CREATE TABLE "subscriptions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "provider_subscription_id" character varying(255) NOT NULL,
                "provider_customer_id" character varying(255) NOT NULL,
                "plan_id" uuid NOT NULL,
                "price_id" uuid NOT NULL,
                "status" character varying(16) NOT NULL,
                "current_period_start" TIMESTAMP WITH TIME ZONE NOT NULL,
                "current_period_end" TIMESTAMP WITH TIME ZONE NOT NULL,
                "cancel_at_period_end" boolean NOT NULL DEFAULT false,
                "past_due_since" TIMESTAMP WITH TIME ZONE,
                "canceled_at" TIMESTAMP WITH TIME ZONE,
                "ended_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_subscriptions_status" CHECK (
                    "status" IN (
                        'incomplete',
                        'trialing',
                        'active',
                        'past_due',
                        'canceled'
                    )
                ),
                CONSTRAINT "PK_a87248d73155605cf782be9ee5e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_subscriptions_user" ON "subscriptions" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_subscriptions_provider" ON "subscriptions" ("provider_subscription_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_subscriptions_ended" ON "subscriptions" ("ended_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_subscriptions_live" ON "subscriptions" ("user_id")
            WHERE "status" IN ('incomplete', 'trialing', 'active', 'past_due')
                AND "user_id" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE TABLE "checkout_sessions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "purpose" character varying(80) NOT NULL,
                "plan_price_id" uuid,
                "media_id" uuid,
                "provider_session_id" character varying(255) NOT NULL,
                "url" character varying(2000),
                "client_secret" character varying(500),
                "status" character varying(16) NOT NULL DEFAULT 'open',
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_5730b2bbc190203a94941d82bd1" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_checkout_sessions_provider" ON "checkout_sessions" ("provider_session_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_checkout_sessions_open" ON "checkout_sessions" ("user_id", "purpose")
            WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            CREATE TABLE "billing_customers" (
                "user_id" uuid NOT NULL,
                "provider_customer_id" character varying(255) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_9247f7fb18111a77f9d5ff06b99" PRIMARY KEY ("user_id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_billing_customers_provider" ON "billing_customers" ("provider_customer_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "billing_webhook_events" (
                "id" character varying(255) NOT NULL,
                "type" character varying(80) NOT NULL,
                "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_a4c2d2eae68da905a0b6063d0ea" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "plan_prices"
            ADD CONSTRAINT "FK_486db649897ac5901b8e93e5b7d" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    // The Free plan always exists: it is what every member without a subscription has (billing/entitlement.ts).
    await queryRunner.query(`
            INSERT INTO "plans" ("slug", "name", "description", "features", "download_allowance", "licence",
                                 "converter_max_file_bytes", "converter_minutes_per_month", "is_free", "position")
            VALUES ('free', 'Free', 'Everything free, with an account.',
                    '["Every Free asset, image and track", "10 downloads a month", "Personal licence", "File converter: 200 MB files, 10 minutes a month"]',
                    10, 'PERSONAL', 200000000, 10, true, 0)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "plan_prices" DROP CONSTRAINT "FK_486db649897ac5901b8e93e5b7d"
        `);
    await queryRunner.query(`
            DROP TABLE "billing_webhook_events"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_billing_customers_provider"
        `);
    await queryRunner.query(`
            DROP TABLE "billing_customers"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_checkout_sessions_open"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_checkout_sessions_provider"
        `);
    await queryRunner.query(`
            DROP TABLE "checkout_sessions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_subscriptions_live"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_subscriptions_ended"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_subscriptions_provider"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_subscriptions_user"
        `);
    await queryRunner.query(`
            DROP TABLE "subscriptions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_item_purchases_user_media"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_item_purchases_payment"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_item_purchases_media"
        `);
    await queryRunner.query(`
            DROP TABLE "item_purchases"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_payments_user_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_payments_charge"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_payments_provider"
        `);
    await queryRunner.query(`
            DROP TABLE "payments"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_billing_test_mode_objects_type"
        `);
    await queryRunner.query(`
            DROP TABLE "billing_test_mode_objects"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_plan_prices_current"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_plan_prices_provider"
        `);
    await queryRunner.query(`
            DROP TABLE "plan_prices"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_plans_free"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_plans_provider_product"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_plans_slug"
        `);
    await queryRunner.query(`
            DROP TABLE "plans"
        `);
  }
}
