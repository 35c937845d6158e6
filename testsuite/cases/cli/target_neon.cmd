# --target=neon is accepted (the vectorizers use it; without them the output is the input).
args: --target=neon -DSCALE=3 -Iinclude -include forced.h options.c -o -
status: 0
