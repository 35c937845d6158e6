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
    int k;
    for (k = 0; k < n; k++)
        total += a[k] * b[k];
    return total;
}

int main(void)
{
    float a[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    float b[4] = {0.5f, -1.0f, 2.0f, 0.25f};
    float c[4];
    int ints[4] = {10, -20, 30, 45};
    int k;
    add4(c, a, b);
    for (k = 0; k < 4; k++)
        printf("%.2f ", c[k]);
    printf("\n%d\n", sum_epi32(ints));
    printf("%.3f\n", scalar_dot(a, b, 4));
    return 0;
}
