# With --fast-math both loops are vectorized; the remarks say so.
args: --fast-math --remarks --target=avx2 loops.c -o -
status: 0
