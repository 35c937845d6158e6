# -D and -U reach the preprocessor in their order: -UREMOVED -DREMOVED leaves REMOVED defined, so
# options.c stops at its #error (reordered, all -D before all -U, it would not).
args: -UREMOVED -DREMOVED -DSCALE=1 -I../cli/include -include ../cli/forced.h ../cli/options.c -o {out}
status: 1
