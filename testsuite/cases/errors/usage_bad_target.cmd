# A target vcc does not know.
args: --target=pentium valid.c -o {out}
status: 2
