# Writing to a file rather than to standard output.
args: -DSCALE=2 -Iinclude -include forced.h options.c -o {out}
status: 0
