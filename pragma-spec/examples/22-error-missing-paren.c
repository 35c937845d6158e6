// expect: error: expected `)` to close `uniform(`
__decl-vec-function(uniform(a b))
float p(float a, float b);
