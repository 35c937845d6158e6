# --remarks says, on stderr, which functions were kept as written and why.
args: --remarks --emit-all remarks.c -o -
status: 0
