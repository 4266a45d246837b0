# Stage timing and parallel jobs for .ci/run (sourced, not run).
#
# `stage NAME` starts a stage run in the foreground (it ends when the next one starts);
# `job NAME COMMAND…` starts a command in the background with its output kept in a file, and
# `wait_jobs` waits for every job started, prints each one's output whole (never interleaved) and
# fails if any failed. At exit, a table gives each stage's and job's wall time and its share of
# the run, whether the run passed or not.

CI_STARTED=$SECONDS
CI_LOGS=$(mktemp -d)
CI_TIMES="$CI_LOGS/times.tsv"
: >"$CI_TIMES"
CI_STAGE=""
CI_STAGE_START=0
CI_CLOSING_LINE=""
CI_PIDS=()
CI_NAMES=()
CI_OUTS=()

stage_end() {
  if [ -n "$CI_STAGE" ]; then
    printf '%s\t%s\t%s\n' "$CI_STAGE" "$CI_STAGE_START" "$SECONDS" >>"$CI_TIMES"
    CI_STAGE=""
  fi
}

stage() {
  stage_end
  CI_STAGE="$*"
  CI_STAGE_START=$SECONDS
  printf '\n==> %s\n' "$*"
}

job() {
  stage_end
  local name=$1
  shift
  local log="$CI_LOGS/job-${#CI_PIDS[@]}"
  printf '\n==> %s (in the background; its output follows when it ends)\n' "$name"
  (
    start=$SECONDS
    status=0
    "$@" >"$log.out" 2>&1 || status=$?
    printf '%s\t%s\t%s\n' "$name" "$start" "$SECONDS" >"$log.time"
    exit "$status"
  ) &
  CI_PIDS+=("$!")
  CI_NAMES+=("$name")
  CI_OUTS+=("$log")
}

wait_jobs() {
  stage_end
  local failed=0 i status
  for i in "${!CI_PIDS[@]}"; do
    status=0
    wait "${CI_PIDS[$i]}" || status=$?
    printf '\n==> %s: its output\n' "${CI_NAMES[$i]}"
    cat "${CI_OUTS[$i]}.out"
    cat "${CI_OUTS[$i]}.time" >>"$CI_TIMES" 2>/dev/null || true
    if [ "$status" -ne 0 ]; then
      printf '==> %s FAILED (exit %s)\n' "${CI_NAMES[$i]}" "$status"
      failed=1
    fi
  done
  CI_PIDS=()
  CI_NAMES=()
  CI_OUTS=()
  return "$failed"
}

stage_summary() {
  local status=$?
  stage_end
  local total=$((SECONDS - CI_STARTED))
  printf '\nStage times (wall clock; jobs side by side overlap):\n'
  printf '  %-72s %6s %6s\n' stage seconds share
  while IFS=$'\t' read -r name start end; do
    local took=$((end - start))
    printf '  %-72s %6s %5s%%\n' "$name" "$took" "$((total > 0 ? took * 100 / total : 0))"
  done <"$CI_TIMES"
  printf '  %-72s %6s\n' 'whole run' "$total"
  # The run's last line is the test totals' closing line, when there is one.
  if [ -n "${CI_CLOSING_LINE:-}" ]; then printf '\n%s\n' "$CI_CLOSING_LINE"; fi
  exit "$status"
}
trap stage_summary EXIT
