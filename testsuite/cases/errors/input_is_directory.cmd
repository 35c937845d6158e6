# The input is a directory, not a file.
args: . -o {out}
status: 1
