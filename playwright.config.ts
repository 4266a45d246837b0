import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Workers inherit the environment, so the port and data folder chosen here are shared by all.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'larder-e2e-'));
process.env.MAIL_SINK_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.MAIL_SINK_HTTP_PORT ??= String(Number(process.env.E2E_PORT) + 2);
const port = Number(process.env.E2E_PORT);
const MAIL_SINK_URL = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT}`;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // A flaky test is a failing test: no retries, so CI never counts a second try as a pass.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/mail-sink.ts',
      url: `${MAIL_SINK_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Every browser test signs in from 127.0.0.1: a single cook's limit would trip across the suite.
        AUTH_RATE_LIMIT_PER_MINUTE: '200',
        SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_SINK_SMTP_PORT}`,
        MAIL_FROM: 'Larder <hello@larder.test>',
        // Recipe import reads a page from a fixture site on loopback (own-recipes.spec.ts): tests only.
        IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
      },
    },
  ],
});
