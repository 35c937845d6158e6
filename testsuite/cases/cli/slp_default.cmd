# By default the four stores of sums are one SLP tree of 4-wide loads, an add and a store.
args: --target=avx2 --remarks slp.c -o -
status: 0
