/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shade(__m512 x, float scale);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_ramp(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_ramp(__m512 x, float k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    __m512i t5;
    unsigned int t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __mmask16 t11;
    __mmask16 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512i t18;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m512i)(vcc_v16_uint){0};
    while (t6 < max_iter) {
        t7 = _mm512_mul_ps(t2, t2);
        t8 = _mm512_mul_ps(t3, t3);
        t9 = _mm512_add_ps(t7, t8);
        t10 = _mm512_set1_ps(4.0f);
        t11 = _mm512_cmp_ps_mask(t9, t10, _CMP_LT_OQ);
        t12 = _kand_mask16(t1, t11);
        t13 = _mm512_sub_ps(t7, t8);
        t14 = _mm512_add_ps(t13, cr);
        t15 = _mm512_set1_ps(2.0f);
        t16 = _mm512_mul_ps(t15, t2);
        t17 = _mm512_mul_ps(t16, t3);
        t3 = _mm512_add_ps(t17, ci);
        t18 = _mm512_set1_epi32((int)t6);
        t4 = _mm512_mask_blend_epi32(t1, t4, t18);
        if (!(t12 != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = _mm512_mask_blend_epi32(t1, t4, t19);
L20:
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
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
        t4 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t1), t4, t18);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t1), t4, t19);
L20:
    return t5;
}

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shade(__m512 x, float scale) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    t1 = _mm512_set1_ps(1.0f);
    t2 = _mm512_cmp_ps_mask(x, t1, _CMP_GT_OQ);
    t3 = _mm512_set1_ps(scale);
    t4 = _mm512_sub_ps(x, t3);
    t5 = _mm512_mask_blend_ps(t2, t4, (__m512)(vcc_v16_float){0});
    t6 = _mm512_set1_ps(scale);
    t7 = _mm512_mul_ps(x, t6);
    t8 = _mm512_mask_blend_ps(t2, t5, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = _mm256_set1_ps(1.0f);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    t3 = _mm256_set1_ps(scale);
    t4 = _mm256_sub_ps(x, t3);
    t5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, (__m256)(vcc_v8_float){0});
    t6 = _mm256_set1_ps(scale);
    t7 = _mm256_mul_ps(x, t6);
    t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t5, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    vcc_no_contract_body
    long t1;
    __mmask16 t2;
    __m512 t3;
    __m512 t4;
    __m512i t5;
    __m512i t6;
    long t7;
    unsigned long t8;
    unsigned long t9;
    unsigned long t10;
    unsigned long t11;
    long t12;
    long t13;
    unsigned int *t14;
    __m512 t15;
    __m512 t16;
    int i;
    long t17;
    float t18;
    float t19;
    unsigned int t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __mmask16 t25;
    __mmask16 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512i t33;
    __m512i t34;
    t7 = (long)n;
    t8 = (unsigned long)out;
    t9 = (unsigned long)cr;
    t10 = (unsigned long)out;
    t11 = (unsigned long)ci;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t9 + 0UL)) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t8 + 0UL))) & (((t10 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t11 + 0UL)) | ((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= (t10 + 0UL)))) {
        t12 = t7 & -16L;
        t1 = 0L;
        for (;;) {
            t13 = (long)(int)(0L + t1);
            t14 = out + t13;
            t15 = _mm512_loadu_ps(ci + t13);
            t16 = _mm512_loadu_ps(cr + t13);
            t2 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
            t3 = _mm512_set1_ps(0.0f);
            t4 = _mm512_set1_ps(0.0f);
            t20 = 0U;
            t5 = (__m512i)(vcc_v16_uint){0};
            while (t20 < max_iter) {
                t21 = _mm512_mul_ps(t3, t3);
                t22 = _mm512_mul_ps(t4, t4);
                t23 = _mm512_add_ps(t21, t22);
                t24 = _mm512_set1_ps(4.0f);
                t25 = _mm512_cmp_ps_mask(t23, t24, _CMP_LT_OQ);
                t26 = _kand_mask16(t2, t25);
                t27 = _mm512_sub_ps(t21, t22);
                t28 = _mm512_add_ps(t27, t16);
                t29 = _mm512_set1_ps(2.0f);
                t30 = _mm512_mul_ps(t29, t3);
                t31 = _mm512_mul_ps(t30, t4);
                t32 = _mm512_add_ps(t31, t15);
                t33 = _mm512_set1_epi32((int)t20);
                t5 = _mm512_mask_blend_epi32(t2, t5, t33);
                if (!(t26 != 0)) {
                    t6 = t5;
                    goto L35;
                }
                t2 = t26;
                t20++;
                t3 = t28;
                t4 = t32;
            }
            t34 = _mm512_set1_epi32((int)t20);
            t6 = _mm512_mask_blend_epi32(t2, t5, t34);
        L35:
            _mm512_storeu_si512(t14, t6);
            t1 += 16L;
            if (t1 >= t12) {
                i = (int)(0L + t12);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = ci[t17];
        t19 = cr[t17];
        out[t17] = (_mm256_zeroupper(), mandel(t19, t18, max_iter));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tone(float *y, const float *x, int n, float s) {
    vcc_no_contract_body
    long t1;
    long t2;
    unsigned long t3;
    unsigned long t4;
    long t5;
    long t6;
    float *t7;
    __m512 t8;
    int i;
    long t9;
    float t10;
    __m512 t11;
    __m512 t12;
    __mmask16 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    t2 = (long)n;
    t3 = (unsigned long)y;
    t4 = (unsigned long)x;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t4 + 0UL)) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t3 + 0UL)))) {
        t5 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t6 = (long)(int)(0L + t1);
            t7 = y + t6;
            t8 = _mm512_loadu_ps(x + t6);
            t12 = _mm512_set1_ps(1.0f);
            t13 = _mm512_cmp_ps_mask(t8, t12, _CMP_GT_OQ);
            t14 = _mm512_set1_ps(s);
            t15 = _mm512_sub_ps(t8, t14);
            t16 = _mm512_mask_blend_ps(t13, t15, (__m512)(vcc_v16_float){0});
            t17 = _mm512_set1_ps(s);
            t18 = _mm512_mul_ps(t8, t17);
            t19 = _mm512_mask_blend_ps(t13, t16, t18);
            t11 = _mm512_add_ps(t19, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t7, t11);
            t1 += 16L;
            if (t1 >= t5) {
                i = (int)(0L + t5);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t9 = (long)i;
        t10 = x[t9];
        y[t9] = (_mm256_zeroupper(), shade(t10, s)) + 1.0f;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_ramp(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    __m512 t3;
    __mmask16 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    t1 = _mm512_set1_ps(k);
    t2 = _mm512_mul_ps(x, t1);
    t3 = _mm512_set1_ps(0.0f);
    t4 = _mm512_cmp_ps_mask(x, t3, _CMP_LT_OQ);
    t5 = _mm512_set1_ps(-1.0f);
    t6 = _mm512_set1_ps(1.0f);
    t7 = _mm512_mask_blend_ps(t4, t6, t5);
    t8 = _mm512_add_ps(t2, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_ramp(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __mmask16 t5;
    __mmask16 t6;
    __mmask16 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    t1 = (__mmask16)mask;
    t2 = _mm512_set1_ps(k);
    t3 = _mm512_mul_ps(x, t2);
    t4 = _mm512_set1_ps(0.0f);
    t5 = _mm512_cmp_ps_mask(x, t4, _CMP_LT_OQ);
    t6 = _knot_mask16(t5);
    t7 = _kand_mask16(t1, t6);
    t8 = _mm512_set1_ps(-1.0f);
    t9 = _mm512_set1_ps(1.0f);
    t10 = _mm512_mask_blend_ps(t7, t8, t9);
    t11 = _mm512_add_ps(t3, t10);
    t12 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t11);
    return t12;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = _mm256_set1_ps(k);
    t2 = _mm256_mul_ps(x, t1);
    t3 = _mm256_set1_ps(0.0f);
    t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_LT_OQ));
    t5 = _mm256_set1_ps(-1.0f);
    t6 = _mm256_set1_ps(1.0f);
    t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), t6, t5);
    t8 = _mm256_add_ps(t2, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
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
    t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t7), t8, t9);
    t11 = _mm256_add_ps(t3, t10);
    t12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t11);
    return t12;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ramp_some(float *y, const float *x, int n, float k) {
    vcc_no_contract_body
    float v;
    long t1;
    long t2;
    unsigned long t3;
    unsigned long t4;
    long t5;
    long t6;
    __m512 t7;
    __mmask16 t8;
    int i;
    long t9;
    float v_1;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __mmask16 t14;
    __mmask16 t15;
    __mmask16 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    t2 = (long)n;
    t3 = (unsigned long)y;
    t4 = (unsigned long)x;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t4 + 0UL)) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t3 + 0UL)))) {
        t5 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t6 = (long)(int)(0L + t1);
            t7 = _mm512_loadu_ps(x + t6);
            t8 = _mm512_cmp_ps_mask(t7, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
            t11 = _mm512_set1_ps(k);
            t12 = _mm512_mul_ps(t7, t11);
            t13 = _mm512_set1_ps(0.0f);
            t14 = _mm512_cmp_ps_mask(t7, t13, _CMP_LT_OQ);
            t15 = _knot_mask16(t14);
            t16 = _kand_mask16(t8, t15);
            t17 = _mm512_set1_ps(-1.0f);
            t18 = _mm512_set1_ps(1.0f);
            t19 = _mm512_mask_blend_ps(t16, t17, t18);
            t20 = _mm512_add_ps(t12, t19);
            t21 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t20);
            t10 = _mm512_mask_blend_ps(t8, t7, t21);
            _mm512_storeu_ps(y + t6, t10);
            t1 += 16L;
            if (t1 >= t5) {
                i = (int)(0L + t5);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t9 = (long)i;
        v = x[t9];
        if (v > -1.0f) {
            v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t9] = v;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
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
