# --target=cc without instruction-set flags: what cc allows by default, SSE2 intrinsics on x86-64.
args: --target=cc -O2 -DSCALE=3 -Iinclude -include forced.h options.c -o -
status: 0
