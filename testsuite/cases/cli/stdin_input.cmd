# `-` reads the C source from standard input; quoted includes are found from the working directory.
stdin: options.c
args: --target=avx2 -DSCALE=3 -Iinclude -include forced.h - -o -
status: 0
