# The same options with --emit-all: the regenerated C has the macros expanded.
args: --no-vectorize --emit-all -DSCALE=3 -DREMOVED -UREMOVED -Iinclude -include forced.h options.c -o -
status: 0
