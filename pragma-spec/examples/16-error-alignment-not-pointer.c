// expect: error: `alignment` parameter `n` of `h` is not a pointer
__decl-vec-function(alignment(n))
float h(const float *a, int n);
