# An --emit kind vcc does not know.
args: --emit=asm valid.c -o {out}
status: 2
