# A call, in a loop under a loop pragma, to an annotated function this file does not define: a
# warning names the ABI variants --extern-variants would call (the loop stays scalar).
args: --target=avx2 extern_decl.c -o -
status: 0
