#!/usr/bin/env bash
# npm test. Three jobs run side by side, since each spends much of its time waiting on processes of its
# own (tsc, the wrangler and workerd processes of the unit and worker tests, Vite and the Java HTML
# checker): the type check; the unit and worker tests; Chromium's check, the build with its prerender
# and the HTML checker. The end-to-end tests, which need the build, run once all three have passed.
# The first job to fail stops the others.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs_started=()
trap 'kill "${jobs_started[@]}" 2>/dev/null || true' EXIT

npm run typecheck &
jobs_started+=($!)
npx vitest run &
jobs_started+=($!)
(bash scripts/ensure-chromium.sh && npm run build && npm run check:html) &
jobs_started+=($!)

for job in "${jobs_started[@]}"; do wait "$job"; done
npx playwright test
