# --fast-math lets the float sum be planned too (generic target: 32-byte vectors).
args: --emit=vplan --fast-math --target=generic loops.c -o -
status: 0
