# The input file does not exist.
args: no_such_file.c -o {out}
status: 1
