// expect: error: unknown clause `varying` in `__decl-vec-function`
__decl-vec-function(varying(x))
float n(float x);
