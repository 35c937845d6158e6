# A call, in a loop under a loop pragma, to an annotated function this file does not define: a
# warning, with a caret under the call, says the loop calls it once per active lane where the loop
# is vectorized (it is: the pragma allows that), and names the ABI variants
# --extern-variants would call.
args: --target=avx2 extern_decl.c -o -
status: 0
