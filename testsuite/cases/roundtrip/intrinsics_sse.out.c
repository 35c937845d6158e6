/* A user file that already contains SSE intrinsics from <immintrin.h>, next to plain scalar code. */
#include <immintrin.h>
#include <stdio.h>

static void add4(float *dst, const float *a, const float *b)
{
    __m128 va = _mm_loadu_ps(a);
    __m128 vb = _mm_loadu_ps(b);
    _mm_storeu_ps(dst, _mm_add_ps(va, vb));
}

static int sum_epi32(const int *values)
{
    __m128i v = _mm_loadu_si128((const __m128i *)values);
    __m128i hi = _mm_shuffle_epi32(v, 0x4E);
    __m128i s = _mm_add_epi32(v, hi);
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xB1));
    return _mm_cvtsi128_si32(s);
}

static float scalar_dot(const float *a, const float *b, int n)
{
    float total = 0.0f;
    for (int k = 0; k < n; k++) {
        long t1 = (long)k;
        total += a[t1] * b[t1];
    }
    return total;
}

int main(void)
{
    float a[4];
    float b[4];
    float c[4];
    int ints[4];
    a[0] = 1.0f;
    a[1] = 2.0f;
    a[2] = 3.0f;
    a[3] = 4.0f;
    b[0] = 0.5f;
    b[1] = -1.0f;
    b[2] = 2.0f;
    b[3] = 0.25f;
    ints[0] = 10;
    ints[1] = -20;
    ints[2] = 30;
    ints[3] = 45;
    const float *t1 = b;
    const float *t2 = a;
    add4(c, t2, t1);
    for (int k = 0; k < 4; k++) {
        printf("%.2f ", (double)c[k]);
    }
    printf("\n%d\n", sum_epi32(ints));
    printf("%.3f\n", (double)scalar_dot(t2, t1, 4));
    return 0;
}
