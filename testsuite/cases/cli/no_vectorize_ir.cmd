# --no-vectorize --emit=ir shows the foundation's IR (scalar loops only).
args: --no-vectorize --emit=ir loops.c -o -
status: 0
