import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-report.ts'],
    // A journey that takes 45 s on an idle machine takes over a minute beside the server suites on
    // two cores (CI runs both at once): the limits are there to stop a hung test, not to time one.
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // A page answers within a second on an idle machine, not beside the server suites on two
    // cores: polls wait up to 20 s (vitest's default is 1 s); a passing poll returns at once.
    expect: { poll: { timeout: 20_000 } },
    // A flow that fails is run once more, and the log marks one that then passed "(retry x1)";
    // the first failure's pages are still printed (support/failure-report.ts). Beside the server
    // suites on two cores, a browser step has failed about once in three CI runs without
    // failing again in many runs alone; a flow that is really broken fails both times.
    retry: Number(process.env.E2E_RETRY ?? 1),
    // One built server is shared by every file; files run one after another.
    fileParallelism: false,
  },
});
