# -D, -U, -I and -include reach the preprocessor: the IR shows SCALE_TWICE = 6 and the offset 100.
args: --no-vectorize --emit=ir -DSCALE=3 -DREMOVED -UREMOVED -Iinclude -include forced.h options.c -o -
status: 0
