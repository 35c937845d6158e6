/* An `always_inline` function whose loop vcc vectorizes needs `target("avx2")` for its
   intrinsics, and gcc then refuses to inline it into a caller without that target ("inlining
   failed in call to 'always_inline' ...: target specific option mismatch"): `apply` has no
   loop of its own and is left alone. Such a function is kept as written. */
#include <stdio.h>

static inline __attribute__((always_inline)) void scale(float *a, int n, float k)
{
    for (int i = 0; i < n; i++) {
        float *t1 = a + i;
        *t1 = *t1 * k + 1.0f;
    }
}

static float apply(float *a, float k)
{
    scale(a, 64, k);
    return a[0] + a[63];
}

int main(void)
{
    float a[64];
    for (int i = 0; i < 64; i++) {
        a[i] = (float)i;
    }
    printf("%g\n", (double)apply(a, 0.5f));
    return 0;
}
