# --no-vectorize: no loop is touched, so the output is the input byte for byte and there are no
# loop remarks.
args: --no-vectorize --remarks --target=avx2 loops.c -o -
status: 0
