# No input file on the command line.
args: -o {out}
status: 2
