# Compiler flags beside vcc's own, passed to the preprocessor in their order: -UREMOVED -DREMOVED
# leaves REMOVED defined (options.c would stop at its #error), so -DREMOVED comes first here; -std=,
# -O2 (defines __OPTIMIZE__), -W..., -isystem and --sysroot are accepted.
args: --no-vectorize --emit-all -UREMOVED -DREMOVED -UREMOVED -std=gnu99 -O2 -Wall -g -fPIC -pthread -isystem include -iquote . -idirafter include --sysroot=/ -DSCALE=3 -I include -include forced.h options.c -o -
status: 0
