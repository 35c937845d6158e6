# An option vcc does not have.
args: --frobnicate valid.c -o {out}
status: 2
