# --target=sse4.2 is accepted (the vectorizers use it; without them the output is the input).
args: --target=sse4.2 -DSCALE=3 -Iinclude -include forced.h options.c -o -
status: 0
