// expect: ok
// resolved: annotation decl-vec-function(linear(%1))
__decl-vec-function(linear(i))
float at(const float *a, int i) { return a[i]; }
