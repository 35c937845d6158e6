# --target=avx2 is accepted (the vectorizers use it; without them the output is the input).
args: --target=avx2 -DSCALE=3 -Iinclude -include forced.h options.c -o -
status: 0
