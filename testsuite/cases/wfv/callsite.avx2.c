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
    unsigned int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t4 = 0U;
    t5 = (__m256i)(vcc_v8_uint){0};
    t6 = (__m256i)(vcc_m8){0};
    t7 = (__m256i)(vcc_m8){0};
    for (;;) {
        t8 = _mm256_set1_epi32((int)(t4 < max_iter));
        t9 = (__m256i)(vcc_m8)((vcc_v8_int)t8 != (vcc_v8_int){0});
        t10 = _mm256_and_si256(t1, t9);
        t11 = (__m256i)~(vcc_m8)t9;
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_mul_ps(t2, t2);
        t14 = _mm256_mul_ps(t3, t3);
        t15 = _mm256_add_ps(t13, t14);
        t16 = _mm256_set1_ps(4.0f);
        t17 = _mm256_castps_si256(_mm256_cmp_ps(t15, t16, _CMP_LT_OQ));
        t18 = _mm256_and_si256(t10, t17);
        t19 = (__m256i)~(vcc_m8)t17;
        t20 = _mm256_and_si256(t10, t19);
        t21 = _mm256_mul_ps(t2, t2);
        t22 = _mm256_mul_ps(t3, t3);
        t23 = _mm256_sub_ps(t21, t22);
        t24 = _mm256_add_ps(t23, cr);
        t25 = _mm256_set1_ps(2.0f);
        t26 = _mm256_mul_ps(t25, t2);
        t27 = _mm256_mul_ps(t26, t3);
        t3 = _mm256_add_ps(t27, ci);
        t28 = _mm256_set1_epi32((int)t4);
        t29 = _mm256_blendv_epi8(t5, t28, t1);
        t30 = _mm256_or_si256(t6, t12);
        t31 = _mm256_or_si256(t7, t20);
        if (!(_mm256_movemask_epi8(t18) != 0)) {
            break;
        }
        t1 = t18;
        t4++;
        t2 = t24;
        t5 = t29;
        t6 = t30;
        t7 = t31;
    }
    t32 = _mm256_or_si256(t30, t31);
    t33 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t29, t32);
    return t33;
}

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale) {
    __m256i t1;
    __m256 t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(1.0f);
    t3 = _mm256_castps_si256(_mm256_cmp_ps(x, t2, _CMP_GT_OQ));
    t4 = _mm256_and_si256(t1, t3);
    t5 = (__m256i)~(vcc_m8)t3;
    t6 = _mm256_and_si256(t1, t5);
    t7 = _mm256_set1_ps(scale);
    t8 = _mm256_sub_ps(x, t7);
    t9 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t8, _mm256_castsi256_ps(t6));
    t10 = _mm256_set1_ps(scale);
    t11 = _mm256_mul_ps(x, t10);
    t12 = _mm256_blendv_ps(t9, t11, _mm256_castsi256_ps(t4));
    return t12;
}

__attribute__((target("avx2"))) void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    long t12;
    int i;
    float t13;
    float t14;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)cr;
    t4 = (unsigned long)out;
    t5 = (unsigned long)ci;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = _mm256_loadu_ps(ci + t8);
            t10 = _mm256_loadu_ps(cr + t8);
            t11 = _ZGVdN8vvu_mandel(t10, t9, max_iter);
            _mm256_storeu_si256((__m256i *)(out + t8), t11);
            t12 = t7 + 8L;
            if (t12 >= t6) {
                break;
            }
            t7 = t12;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = ci[i];
        t14 = cr[i];
        out[i] = mandel(t14, t13, max_iter);
    }
}

__attribute__((target("avx2"))) void tone(float *y, const float *x, int n, float s) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    int i;
    float t11;
    t1 = (long)n;
    t2 = (unsigned long)y;
    t3 = (unsigned long)x;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = _mm256_loadu_ps(x + t6);
            t8 = _ZGVdN8vu_shade(t7, s);
            t9 = _mm256_add_ps(t8, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t6, t9);
            t10 = t5 + 8L;
            if (t10 >= t4) {
                break;
            }
            t5 = t10;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t11 = x[i];
        y[i] = shade(t11, s) + 1.0f;
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
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(k);
    t3 = _mm256_mul_ps(x, t2);
    t4 = _mm256_set1_ps(0.0f);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_LT_OQ));
    t6 = _mm256_and_si256(t1, t5);
    t7 = (__m256i)~(vcc_m8)t5;
    t8 = _mm256_and_si256(t1, t7);
    t9 = _mm256_or_si256(t6, t8);
    t10 = _mm256_set1_ps(-1.0f);
    t11 = _mm256_set1_ps(1.0f);
    t12 = _mm256_blendv_ps(t10, t11, _mm256_castsi256_ps(t8));
    t13 = _mm256_add_ps(t3, t12);
    t14 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t13, _mm256_castsi256_ps(t9));
    return t14;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm256_set1_ps(k);
    t3 = _mm256_mul_ps(x, t2);
    t4 = _mm256_set1_ps(0.0f);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_LT_OQ));
    t6 = _mm256_and_si256(t1, t5);
    t7 = (__m256i)~(vcc_m8)t5;
    t8 = _mm256_and_si256(t1, t7);
    t9 = _mm256_or_si256(t6, t8);
    t10 = _mm256_set1_ps(-1.0f);
    t11 = _mm256_set1_ps(1.0f);
    t12 = _mm256_blendv_ps(t10, t11, _mm256_castsi256_ps(t8));
    t13 = _mm256_add_ps(t3, t12);
    t14 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t13, _mm256_castsi256_ps(t9));
    return t14;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
__attribute__((target("avx2"))) void ramp_some(float *y, const float *x, int n, float k) {
    float v;
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    __m256 t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    long t12;
    int i;
    float v_1;
    t1 = (long)n;
    t2 = (unsigned long)y;
    t3 = (unsigned long)x;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = _mm256_loadu_ps(x + t6);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(-1.0f), _CMP_GT_OQ));
            t9 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t8));
            t10 = _ZGVdM8vu_ramp(t7, k, t9);
            t11 = _mm256_blendv_ps(t7, t10, _mm256_castsi256_ps(t8));
            _mm256_storeu_ps(y + t6, t11);
            t12 = t5 + 8L;
            if (t12 >= t4) {
                break;
            }
            t5 = t12;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        v_1 = x[i];
        if (v_1 > -1.0f) {
            v = ramp(v_1, k);
        } else {
            v = v_1;
        }
        y[i] = v;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    float tsum;
    float fsum;
    unsigned int sum;
    unsigned int t;
    int n;
    void *t1;
    float *cr;
    void *t2;
    float *ci;
    float *y;
    unsigned int *out;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    long t10;
    int t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    long t22;
    int i;
    int i_1;
    int i_2;
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
        t1 = malloc((unsigned long)(n + 1) * 4UL);
        cr = (float *)t1;
        t2 = malloc((unsigned long)(n + 1) * 4UL);
        ci = (float *)t2;
        y = (float *)malloc((unsigned long)(n + 1) * 4UL);
        out = (unsigned int *)malloc((unsigned long)(n + 1) * 4UL);
        t3 = (long)n;
        t4 = (unsigned long)t1;
        t5 = (unsigned long)t2;
        if ((t3 >= 8L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
            t6 = t3 & -8L;
            t7 = _mm256_set1_epi32((int)n);
            t8 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
            t9 = _mm256_cvtepi32_ps(t8);
            t10 = 0L;
            for (;;) {
                t11 = (int)((long)0 + t10);
                t12 = _mm256_set1_epi32((int)t11);
                t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t14 = _mm256_cvtepi32_ps(t13);
                t15 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t14);
                t16 = _mm256_div_ps(t15, t9);
                t17 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t16);
                _mm256_storeu_ps(cr + t11, t17);
                t18 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)13));
                t19 = _mm256_cvtepi32_ps(t18);
                t20 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t19);
                t21 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t20);
                _mm256_storeu_ps(ci + t11, t21);
                t22 = t10 + 8L;
                if (t22 >= t6) {
                    break;
                }
                t10 = t22;
            }
            i = (int)((long)0 + t6);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            cr[i] = -2.0f + 2.5f * (float)i / (float)(n + 1);
            ci[i] = -1.0f + 0.02f * (float)(i % 13);
        }
        render(out, cr, ci, n, 60U);
        tone(y, cr, n, 0.75f);
        tone_some(y, ci, n, 0.5f);
        tsum = 0.0f;
        for (i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, cr, n, 0.25f);
        fsum = 0.0f;
        sum = 0U;
        for (i_2 = 0; i_2 < n; i_2++) {
            sum = sum * 31U + out[i_2];
            fsum += y[i_2];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
