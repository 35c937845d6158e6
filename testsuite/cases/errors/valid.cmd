# The control case: a correct file succeeds, prints nothing and writes the output.
args: valid.c -o -
status: 0
