# -o naming the input file (by another path) is refused: vcc would overwrite the user's source.
args: ./valid.c -o valid.c
status: 1
