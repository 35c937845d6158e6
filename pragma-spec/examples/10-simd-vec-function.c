// expect: ok
// resolved: annotation decl-vec-function(uniform(%1))
// resolved: pragma simd-vec-function()
__decl-vec-function(uniform(max_iter))
unsigned mandel(float x, unsigned max_iter);

void image(unsigned *count, const float *in, int n, unsigned max_iter) {
#pragma simd vec-function
    for (int x = 0; x < n; ++x)
        count[x] = mandel(in[x], max_iter);
}
