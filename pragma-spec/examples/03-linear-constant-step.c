// expect: ok
// resolved: annotation decl-vec-function(uniform(%1), linear(%0:2))
// p advances by 2 elements (8 bytes) per lane.
__decl-vec-function(uniform(n), linear(p:2))
float pairsum(const float *p, int n);
