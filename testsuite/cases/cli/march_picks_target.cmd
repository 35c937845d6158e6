# -march=haswell given to vcc decides --target=native's probe: the AVX2 code of target_avx2.
args: -march=haswell -DSCALE=3 -Iinclude -include forced.h options.c -o -
status: 0
