# Timing shared by bench.sh and wfv.sh (sourced, not run).
#
# time_builds RUNS LABEL=EXE...: the best of RUNS runs of every build, as "LABEL SECONDS" lines
# (CPU seconds, user + sys, millisecond resolution). The runs go in rounds, one run of every
# build per round, each round starting at the next build: a spell of load on a shared machine
# then falls on all the builds of a kernel alike instead of on the runs of one of them, and no
# build is always the first to run. Each run gets the arguments in the caller's `run_args`.

# cpu_ms EXE ARGS...: CPU milliseconds (user + sys) of one run.
cpu_ms() {
    local t
    t=$( { TIMEFORMAT='%3U %3S'; time "$@" >/dev/null 2>&1; } 2>&1 )
    awk -v u="${t% *}" -v s="${t#* }" 'BEGIN { printf "%d", (u + s) * 1000 + 0.5 }'
}

time_builds() {
    local runs=$1 n round k pair ms
    shift
    local builds=("$@")
    local -A best=()
    n=${#builds[@]}
    for ((round = 0; round < runs; round++)); do
        for ((k = 0; k < n; k++)); do
            pair=${builds[$(((round + k) % n))]}
            ms=$(cpu_ms "${pair#*=}" "${run_args[@]}")
            if [ -z "${best[${pair%%=*}]:-}" ] || [ "$ms" -lt "${best[${pair%%=*}]}" ]; then
                best[${pair%%=*}]=$ms
            fi
        done
    done
    for pair in "${builds[@]}"; do
        ms=${best[${pair%%=*}]}
        printf '%s %d.%03d\n' "${pair%%=*}" $((ms / 1000)) $((ms % 1000))
    done
}
