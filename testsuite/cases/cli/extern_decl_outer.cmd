# A call to an annotated function this file does not define, in the inner loop of an outer loop
# under a loop pragma: the warning (with its caret) says the outer loop, where vectorized, calls
# it once per lane; the remarks show that it is.
args: --target=avx2 --remarks extern_decl_outer.c -o -
status: 0
