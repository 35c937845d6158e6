# A flag that would make the preprocessor write a file (-MD) is not a flag vcc takes.
args: -MD valid.c -o {out}
status: 2
