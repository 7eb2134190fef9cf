import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // A journey that takes 45 s on an idle machine takes over a minute beside the server suites on
    // two cores (CI runs both at once): the limits are there to stop a hung test, not to time one.
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // A page answers within a second on an idle machine, not beside the server suites on two
    // cores: polls wait up to 20 s (vitest's default is 1 s); a passing poll returns at once.
    expect: { poll: { timeout: 20_000 } },
    // One built server is shared by every file; files run one after another.
    fileParallelism: false,
  },
});
