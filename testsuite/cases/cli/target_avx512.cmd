# --target=avx512: the loop in scaled_sum is vectorized for that target's vector width and instructions.
args: --target=avx512 -DSCALE=3 -Iinclude -include forced.h options.c -o -
status: 0
