# The Csmith options shared by the testsuite (csmith.rs keeps a copy; keep them in sync) and the
# scripts: small programs (few functions, shallow blocks, short arrays) that compile and run fast.
CSMITH_OPTIONS="--max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-array-len-per-dim 6 --max-struct-fields 6 --no-argc"

# Where csmith.h lives: $CSMITH_INCLUDE, or the first of the usual install locations.
find_csmith_include() {
    local dir
    for dir in "${CSMITH_INCLUDE:-}" /usr/include/csmith /usr/local/include/csmith /usr/include/csmith-*; do
        if [ -n "$dir" ] && [ -f "$dir/csmith.h" ]; then
            echo "$dir"
            return 0
        fi
    done
    echo "csmith.h not found: install libcsmith-dev or set CSMITH_INCLUDE" >&2
    return 1
}
