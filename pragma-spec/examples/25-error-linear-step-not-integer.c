// expect: error: linear step `1.5` must be an integer constant or a uniform integer parameter
__decl-vec-function(linear(p:1.5))
float g(const float *p);
