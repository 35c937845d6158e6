// expect: ok
// resolved: annotation decl-vec-function(uniform(%1))
__decl-vec-function(uniform(max_iter))
unsigned mandel(float x, unsigned max_iter);
