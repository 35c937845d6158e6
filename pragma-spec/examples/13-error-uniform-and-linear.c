// expect: error: parameter `i` of `at` is both uniform and linear
__decl-vec-function(uniform(i), linear(i))
float at(const float *a, int i);
