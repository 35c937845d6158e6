// expect: ok
// resolved: annotation decl-vec-function(nomask)
__decl - vec - function ( nomask )
float square(float x) { return x * x; }
