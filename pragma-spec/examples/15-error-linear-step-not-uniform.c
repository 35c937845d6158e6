// expect: error: linear step `s` of `p` in `g` must be an integer constant or a uniform integer parameter
__decl-vec-function(linear(p:s))
float g(const float *p, int s);
