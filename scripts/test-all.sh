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

mkdir -p .artifacts
# Each step's length, for the summary at the end.
export CI_STEP_TIMES=.artifacts/step-times.txt
: > "$CI_STEP_TIMES"
step() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  echo "$name $((SECONDS - started))" >> "$CI_STEP_TIMES"
}
step build pnpm build
# The browser flows are the longest chain (files one after another against a built server, much of
# it waiting on the page): they start as soon as the build is there, in E2E_SHARDS vitest runs of
# their own (each with its own built server and its share of the files), and the static checks and
# the other suites run beside them.
shards=${E2E_SHARDS:-2}
e2e_pids=()
e2e_reports=()
for shard in $(seq 1 "$shards"); do
  E2E_SHARD="$shard" pnpm exec vitest run --project e2e --shard="$shard/$shards" \
    --reporter=default --reporter=json --outputFile.json=".artifacts/vitest-e2e-$shard.json" \
    > ".artifacts/vitest-e2e-$shard.log" 2>&1 &
  e2e_pids+=($!)
  e2e_reports+=(".artifacts/vitest-e2e-$shard.json")
done
# A failed check ends the run: the browser flows stop with it.
trap 'kill "${e2e_pids[@]}" 2>/dev/null || true' EXIT
step storybook pnpm storybook:build
step typecheck pnpm typecheck
step lint pnpm lint
started=$SECONDS
pnpm exec vitest run --project '!e2e' --reporter=default --reporter=json \
  --outputFile.json=.artifacts/vitest.json || status=$?
echo "tests $((SECONDS - started))" >> "$CI_STEP_TIMES"
for pid in "${e2e_pids[@]}"; do wait "$pid" || status=$?; done
echo "browser-flows-done-at $SECONDS" >> "$CI_STEP_TIMES"
for shard in $(seq 1 "$shards"); do
  echo "── browser flows (tests/e2e), shard $shard of $shards ──"
  cat ".artifacts/vitest-e2e-$shard.log"
done
node scripts/summary.mjs .artifacts/vitest.json "${e2e_reports[@]}"
exit "${status:-0}"
