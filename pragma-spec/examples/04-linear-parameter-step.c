// expect: ok
// resolved: annotation decl-vec-function(uniform(%1), linear(%0:%1))
// The step of a linear parameter may be a uniform integer parameter.
__decl-vec-function(uniform(stride), linear(p:stride))
double column(const double *p, long stride);
