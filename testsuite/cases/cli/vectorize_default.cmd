# The loop vectorizer is on by default: the int sum is vectorized, the float sum is not (no --fast-math).
args: --remarks --target=generic loops.c -o -
status: 0
