# --emit=vplan names the functions vcc keeps as written, and says when a function has no loop.
args: --emit=vplan remarks.c -o -
status: 0
