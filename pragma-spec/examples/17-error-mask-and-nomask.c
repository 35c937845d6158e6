// expect: error: `mask` together with `nomask` on `k` leaves no variant
__decl-vec-function(mask, nomask)
float k(float x);
