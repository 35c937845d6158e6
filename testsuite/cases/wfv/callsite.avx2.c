/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask);
/* Call sites: loops under `#pragma omp simd` whose bodies call annotated functions are
   vectorized with the calls replaced by calls to the unmasked variants (uniform arguments from
   before the loop); the scalar epilogue calls the scalar functions. main calls the loops over
   several trip counts with exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned mandel(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    unsigned int t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        t7 = _mm256_mul_ps(t2, t2);
        t8 = _mm256_mul_ps(t3, t3);
        t9 = _mm256_add_ps(t7, t8);
        t10 = _mm256_set1_ps(4.0f);
        t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_sub_ps(t7, t8);
        t14 = _mm256_add_ps(t13, cr);
        t15 = _mm256_set1_ps(2.0f);
        t16 = _mm256_mul_ps(t15, t2);
        t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        t18 = _mm256_set1_epi32((int)t6);
        t4 = _mm256_blendv_epi8(t4, t18, t1);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = _mm256_blendv_epi8(t4, t19, t1);
L20:
    return t5;
}

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale) {
    __m256 t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    t1 = _mm256_set1_ps(1.0f);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    t3 = (__m256i)~(vcc_m8)t2;
    t4 = _mm256_set1_ps(scale);
    t5 = _mm256_sub_ps(x, t4);
    t6 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t5, _mm256_castsi256_ps(t3));
    t7 = _mm256_set1_ps(scale);
    t8 = _mm256_mul_ps(x, t7);
    t9 = _mm256_blendv_ps(t6, t8, _mm256_castsi256_ps(t2));
    return t9;
}

__attribute__((target("avx2"))) void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    long t8;
    long t9;
    long t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256i t15;
    __m256i t16;
    int t17;
    long t18;
    unsigned long t19;
    unsigned long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    long t24;
    __m256 t25;
    __m256 t26;
    __m256i t27;
    int i;
    long t28;
    float t29;
    float t30;
    t3 = (long)n;
    t4 = (unsigned long)out;
    t5 = (unsigned long)cr;
    t6 = (unsigned long)out;
    t7 = (unsigned long)ci;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L))) & (((t6 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t7 + (unsigned long)0L)) | ((t7 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t6 + (unsigned long)0L)))) {
        t8 = t3 & -16L;
        t1 = 0L;
        do {
            t9 = (long)(int)((long)0 + t1);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_ps(ci + t9);
            t12 = _mm256_loadu_ps(ci + t10);
            t13 = _mm256_loadu_ps(cr + t9);
            t14 = _mm256_loadu_ps(cr + t10);
            t15 = _ZGVdN8vvu_mandel(t13, t11, max_iter);
            t16 = _ZGVdN8vvu_mandel(t14, t12, max_iter);
            _mm256_storeu_si256((__m256i *)(out + t9), t15);
            _mm256_storeu_si256((__m256i *)(out + t10), t16);
            t1 += 16L;
        } while (t1 < t8);
        t17 = (int)((long)0 + t8);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    t19 = (unsigned long)out;
    t20 = (unsigned long)cr;
    t21 = (unsigned long)out;
    t22 = (unsigned long)ci;
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L)))) & (((t21 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t17 * 4L))) | ((t22 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t17 * 4L))))) {
        t23 = t18 & -8L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t17 + t2);
            t25 = _mm256_loadu_ps(ci + t24);
            t26 = _mm256_loadu_ps(cr + t24);
            t27 = _ZGVdN8vvu_mandel(t26, t25, max_iter);
            _mm256_storeu_si256((__m256i *)(out + t24), t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t17 + t23);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t28 = (long)i;
        t29 = ci[t28];
        t30 = cr[t28];
        out[t28] = (_mm256_zeroupper(), mandel(t30, t29, max_iter));
    }
}

__attribute__((target("avx2"))) void tone(float *y, const float *x, int n, float s) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    int t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    int i;
    long t24;
    float t25;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -16L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_ps(x + t7);
            t10 = _mm256_loadu_ps(x + t8);
            t11 = _ZGVdN8vu_shade(t9, s);
            t12 = _ZGVdN8vu_shade(t10, s);
            t13 = _mm256_add_ps(t11, _mm256_set1_ps(1.0f));
            t14 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t7, t13);
            _mm256_storeu_ps(y + t8, t14);
            t1 += 16L;
        } while (t1 < t6);
        t15 = (int)((long)0 + t6);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    t17 = (unsigned long)y;
    t18 = (unsigned long)x;
    if ((t16 >= 8L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        t19 = t16 & -8L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t15 + t2);
            t21 = _mm256_loadu_ps(x + t20);
            t22 = _ZGVdN8vu_shade(t21, s);
            t23 = _mm256_add_ps(t22, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t20, t23);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t15 + t19);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t24 = (long)i;
        t25 = x[t24];
        y[t24] = (_mm256_zeroupper(), shade(t25, s)) + 1.0f;
    }
}

/* A call under a condition needs the masked variant; `shade` has none (notinbranch): the loop
   stays scalar and the remark says why. */
void tone_some(float *y, const float *x, int n, float s) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[i] = shade(x[i], s);
}

/* #pragma omp declare simd uniform(k) */
float ramp(float x, float k) {
    return x * k + (x < 0.0f ? -1.0f : 1.0f);
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k) {
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    t1 = _mm256_set1_ps(k);
    t2 = _mm256_mul_ps(x, t1);
    t3 = _mm256_set1_ps(0.0f);
    t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_LT_OQ));
    t5 = (__m256i)~(vcc_m8)t4;
    t6 = _mm256_set1_ps(-1.0f);
    t7 = _mm256_set1_ps(1.0f);
    t8 = _mm256_blendv_ps(t6, t7, _mm256_castsi256_ps(t5));
    t9 = _mm256_add_ps(t2, t8);
    return t9;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm256_set1_ps(k);
    t3 = _mm256_mul_ps(x, t2);
    t4 = _mm256_set1_ps(0.0f);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_LT_OQ));
    t6 = (__m256i)~(vcc_m8)t5;
    t7 = _mm256_and_si256(t1, t6);
    t8 = _mm256_set1_ps(-1.0f);
    t9 = _mm256_set1_ps(1.0f);
    t10 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t7));
    t11 = _mm256_add_ps(t3, t10);
    t12 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t11, _mm256_castsi256_ps(t1));
    return t12;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
__attribute__((target("avx2"))) void ramp_some(float *y, const float *x, int n, float k) {
    long t1;
    long t2;
    float v;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    long t24;
    __m256 t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    int i;
    long t30;
    float v_1;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -16L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_ps(x + t7);
            t10 = _mm256_loadu_ps(x + t8);
            t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            t13 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t11));
            t14 = _ZGVdM8vu_ramp(t9, k, t13);
            t15 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t12));
            t16 = _ZGVdM8vu_ramp(t10, k, t15);
            t17 = _mm256_blendv_ps(t9, t14, _mm256_castsi256_ps(t11));
            t18 = _mm256_blendv_ps(t10, t16, _mm256_castsi256_ps(t12));
            _mm256_storeu_ps(y + t7, t17);
            _mm256_storeu_ps(y + t8, t18);
            t1 += 16L;
        } while (t1 < t6);
        t19 = (int)((long)0 + t6);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)y;
    t22 = (unsigned long)x;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        t23 = t20 & -8L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t19 + t2);
            t25 = _mm256_loadu_ps(x + t24);
            t26 = _mm256_castps_si256(_mm256_cmp_ps(t25, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            t27 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t26));
            t28 = _ZGVdM8vu_ramp(t25, k, t27);
            t29 = _mm256_blendv_ps(t25, t28, _mm256_castsi256_ps(t26));
            _mm256_storeu_ps(y + t24, t29);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t19 + t23);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        v = x[t30];
        if (v > -1.0f) {
            v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t30] = v;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    __m256i t1;
    long t2;
    float tsum;
    float fsum;
    unsigned int sum;
    unsigned int t;
    int n;
    int t3;
    unsigned long t4;
    void *t5;
    float *cr;
    void *t6;
    float *ci;
    float *y;
    unsigned int *out;
    long t7;
    unsigned long t8;
    unsigned long t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256i t15;
    long t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256i t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256i t25;
    int i;
    long t26;
    const float *t27;
    const float *t28;
    int i_1;
    int i_2;
    long t29;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (t = 0U; (unsigned long)t < 8UL; t++) {
        n = sizes[t];
        t3 = n + 1;
        t4 = (unsigned long)t3 * 4UL;
        t5 = malloc(t4);
        cr = (float *)t5;
        t6 = malloc(t4);
        ci = (float *)t6;
        y = (float *)malloc(t4);
        out = (unsigned int *)malloc(t4);
        t7 = (long)n;
        t8 = (unsigned long)t5;
        t9 = (unsigned long)t6;
        if ((t7 >= 8L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)0L)) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)0L)))) {
            t10 = t7 & -8L;
            t11 = _mm256_set1_epi32((int)t3);
            t12 = _mm256_set1_epi32((int)0);
            t13 = t12;
            t1 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t14 = _mm256_cvtepi32_ps(t11);
            t2 = 0L;
            for (;;) {
                t15 = t1;
                t16 = (long)(int)((long)0 + t2);
                t17 = _mm256_cvtepi32_ps(t15);
                t18 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t17);
                t19 = _mm256_div_ps(t18, t14);
                t20 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t19);
                _mm256_storeu_ps(cr + t16, t20);
                t21 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t22 = _mm256_cvtepi32_ps(t21);
                t23 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t22);
                t24 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t23);
                _mm256_storeu_ps(ci + t16, t24);
                t2 += 8L;
                t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t10) {
                    break;
                }
                t1 = t25;
            }
            i = (int)((long)0 + t10);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t26 = (long)i;
            cr[t26] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t26] = -1.0f + 0.02f * (float)(i % 13);
        }
        t27 = ci;
        t28 = cr;
        (_mm256_zeroupper(), render(out, t28, t27, n, 60U));
        (_mm256_zeroupper(), tone(y, t28, n, 0.75f));
        (_mm256_zeroupper(), tone_some(y, t27, n, 0.5f));
        tsum = 0.0f;
        for (i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        (_mm256_zeroupper(), ramp_some(y, t28, n, 0.25f));
        fsum = 0.0f;
        sum = 0U;
        for (i_2 = 0; i_2 < n; i_2++) {
            t29 = (long)i_2;
            sum = sum * 31U + out[t29];
            fsum += y[t29];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
