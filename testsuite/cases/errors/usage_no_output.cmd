# -o is required.
args: valid.c
status: 2
