# A call to an annotated function this file does not define, in an annotated function: the
# warning (with its caret) says that the caller's variants call it once per active lane.
args: --target=avx2 --remarks extern_decl_in_variant.c -o -
status: 0
