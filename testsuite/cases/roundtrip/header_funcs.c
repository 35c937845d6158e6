/* Functions defined in included files (a header's `static inline` helpers, an included `.c`
   file of definitions) and functions whose definition starts with a macro: all rewritten
   (the output is written preprocessed), results unchanged. */
int printf(const char *fmt, ...);
#include "include/header_funcs.h"
#include "include/header_funcs_impl.c"

#define EXPORT
#define local static

float x[1000], y[1000];
int v[1000];

local float total(const float *p, int n) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

EXPORT int main(void) {
    for (int i = 0; i < 1000; i++) {
        x[i] = (float)(i % 17) * 0.5f;
        y[i] = 1.0f;
        v[i] = (i * 7) % 100;
    }
    hf_saxpy(y, x, 2.0f, 1000);
    float w[100];
    hf_fill(w, 100);
    y[0] += w[99];
    float q = 0;
    for (int i = 0; i < 1000; i++)
        q += hf_square(x[i]);
    hf_clamp(v, 1000, 50);
    printf("%.1f %.1f %d\n", total(y, 1000), q, hf_count_below(v, 1000, 25));
    return 0;
}
