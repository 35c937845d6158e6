// expect: error: `linear` names no parameter of `mandel`
__decl-vec-function(linear(q))
unsigned mandel(float x, unsigned max_iter);
