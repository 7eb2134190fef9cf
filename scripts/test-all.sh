#!/usr/bin/env bash
# Every check and every test: build, typecheck, lint, then one vitest run over all packages
# (unit, server on PGlite and PostgreSQL, browser flows in Debian's chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
    echo "Server tests run on PGlite and on PostgreSQL at 127.0.0.1:5432 (a fresh database per test file)."
  else
    echo "No PostgreSQL on 127.0.0.1:5432 and no TEST_DATABASE_URL: server tests run on PGlite only."
  fi
fi

pnpm build
pnpm storybook:build
pnpm typecheck
pnpm typecheck:stories
pnpm lint
mkdir -p .artifacts
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=.artifacts/vitest.json || status=$?
node scripts/summary.mjs .artifacts/vitest.json
exit "${status:-0}"
