// expect: error: parameter `a` of `m` is listed twice
__decl-vec-function(uniform(a, a))
float m(float a);
