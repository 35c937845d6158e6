# The output directory does not exist.
args: valid.c -o /nonexistent-dir/x.c
status: 1
