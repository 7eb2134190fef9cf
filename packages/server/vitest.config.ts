import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // CI runs these beside the browser flows on two cores: a file's start (migrate, seed) and the
    // heaviest tests (200 concurrent payments) can take several times their idle time. The limits
    // stop a hung test; they do not time one.
    testTimeout: 90_000,
    // Each file builds its own app on its own fresh database, and no test mocks a module: files
    // share a worker's loaded modules instead of importing the server again (minutes in CI).
    isolate: false,
    // A worker's first file also builds the worker's database template (migrate, demo seed with
    // its pictures) in its beforeAll: beside two browser shards that took over 120 s once.
    hookTimeout: 300_000,
  },
});
