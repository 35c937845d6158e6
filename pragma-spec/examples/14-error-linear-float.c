// expect: error: `linear` parameter `x` of `f` must be an integer or a pointer
__decl-vec-function(linear(x))
float f(float x);
