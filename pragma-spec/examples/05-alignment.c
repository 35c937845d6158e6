// expect: ok
// resolved: annotation decl-vec-function(aligned(%0), aligned(%1:32))
// alignment(p): aligned to the vector width; aligned(p:32): to 32 bytes.
__decl-vec-function(alignment(a), aligned(b:32))
float dot4(const float *a, const float *b);
