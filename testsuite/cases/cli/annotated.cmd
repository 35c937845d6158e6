# `__decl-vec-function(...)` and `#pragma simd vec-function` become comments in the output (comment
# delimiters inside one are broken up); OpenMP pragmas mean something to cc and stay as written.
args: --no-vectorize annotated.c -o -
status: 0
