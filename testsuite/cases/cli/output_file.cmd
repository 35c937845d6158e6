# Writing to a file rather than to standard output (no loop vectorized, so the output is the input).
args: --no-vectorize -DSCALE=2 -Iinclude -include forced.h options.c -o {out}
status: 0
