// expect: ok
// resolved: annotation decl-vec-function(mask)
__decl-vec-function(mask)
float safe_div(float a, float b);
