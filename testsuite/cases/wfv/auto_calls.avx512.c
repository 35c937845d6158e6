/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_digits(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_digits(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_biased(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_biased(__m256i x);
/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned iters(float cr, float ci, unsigned max_iter) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m512i t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    __m512i t5;
    unsigned int t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512i t11;
    __m512i t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512i t18;
    __m512i t19;
    t1 = (__m512i)(vcc_m16)((vcc_v16_int)_mm512_set1_epi32((int)1) != (vcc_v16_int){0});
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m512i)(vcc_v16_uint){0};
    while (t6 < max_iter) {
        t7 = _mm512_mul_ps(t2, t2);
        t8 = _mm512_mul_ps(t3, t3);
        t9 = _mm512_add_ps(t7, t8);
        t10 = _mm512_set1_ps(4.0f);
        t11 = _mm512_movm_epi32(_mm512_cmp_ps_mask(t9, t10, _CMP_LT_OQ));
        t12 = _mm512_and_si512(t1, t11);
        t13 = _mm512_sub_ps(t7, t8);
        t14 = _mm512_add_ps(t13, cr);
        t15 = _mm512_set1_ps(2.0f);
        t16 = _mm512_mul_ps(t15, t2);
        t17 = _mm512_mul_ps(t16, t3);
        t3 = _mm512_add_ps(t17, ci);
        t18 = _mm512_set1_epi32((int)t6);
        t4 = _mm512_mask_blend_epi32(_mm512_movepi32_mask(t1), t4, t18);
        if (!(_mm512_movepi32_mask(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = _mm512_mask_blend_epi32(_mm512_movepi32_mask(t1), t4, t19);
L20:
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    unsigned int t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512i t12;
    __m512i t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    t5 = _mm512_movm_epi32((__mmask16)mask);
    t1 = _mm512_set1_ps(0.0f);
    t2 = _mm512_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m512i)(vcc_v16_uint){0};
    while (t7 < max_iter) {
        t8 = _mm512_mul_ps(t1, t1);
        t9 = _mm512_mul_ps(t2, t2);
        t10 = _mm512_add_ps(t8, t9);
        t11 = _mm512_set1_ps(4.0f);
        t12 = _mm512_movm_epi32(_mm512_cmp_ps_mask(t10, t11, _CMP_LT_OQ));
        t13 = _mm512_and_si512(t6, t12);
        t14 = _mm512_sub_ps(t8, t9);
        t15 = _mm512_add_ps(t14, cr);
        t16 = _mm512_set1_ps(2.0f);
        t17 = _mm512_mul_ps(t16, t1);
        t18 = _mm512_mul_ps(t17, t2);
        t2 = _mm512_add_ps(t18, ci);
        t19 = _mm512_set1_epi32((int)t7);
        t3 = _mm512_mask_blend_epi32(_mm512_movepi32_mask(t6), t3, t19);
        if (!(_mm512_movepi32_mask(t13) != 0)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm512_set1_epi32((int)t7);
    t4 = _mm512_mask_blend_epi32(_mm512_movepi32_mask(t6), t3, t20);
L22:
    t21 = _mm512_mask_blend_epi32(_mm512_movepi32_mask(t5), (__m512i)(vcc_v16_uint){0}, t4);
    return t21;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    unsigned int t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    t5 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m256i)(vcc_v8_uint){0};
    while (t7 < max_iter) {
        t8 = _mm256_mul_ps(t1, t1);
        t9 = _mm256_mul_ps(t2, t2);
        t10 = _mm256_add_ps(t8, t9);
        t11 = _mm256_set1_ps(4.0f);
        t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        t13 = _mm256_and_si256(t6, t12);
        t14 = _mm256_sub_ps(t8, t9);
        t15 = _mm256_add_ps(t14, cr);
        t16 = _mm256_set1_ps(2.0f);
        t17 = _mm256_mul_ps(t16, t1);
        t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        t19 = _mm256_set1_epi32((int)t7);
        t3 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t6), t3, t19);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm256_set1_epi32((int)t7);
    t4 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t6), t3, t20);
L22:
    t21 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t5), (__m256i)(vcc_v8_uint){0}, t4);
    return t21;
}

/* #pragma omp declare simd notinbranch */
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_digits(__m512i x) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    t1 = _mm512_set1_epi32((int)10);
    t2 = (__m512i)((vcc_v16_int)x % (vcc_v16_int)t1);
    t3 = _mm512_set1_epi32((int)0);
    t4 = _mm512_add_epi32(t3, t2);
    t5 = _mm512_set1_epi32((int)10);
    t6 = (__m512i)((vcc_v16_int)x / (vcc_v16_int)t5);
    t7 = _mm512_set1_epi32((int)10);
    t8 = (__m512i)((vcc_v16_int)t6 % (vcc_v16_int)t7);
    t9 = _mm512_add_epi32(t4, t8);
    t10 = _mm512_set1_epi32((int)10);
    t11 = (__m512i)((vcc_v16_int)t6 / (vcc_v16_int)t10);
    t12 = _mm512_set1_epi32((int)10);
    t13 = (__m512i)((vcc_v16_int)t11 % (vcc_v16_int)t12);
    t14 = _mm512_add_epi32(t9, t13);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_digits(__m256i x) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    t1 = _mm256_set1_epi32((int)10);
    t2 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t1);
    t3 = _mm256_set1_epi32((int)0);
    t4 = _mm256_add_epi32(t3, t2);
    t5 = _mm256_set1_epi32((int)10);
    t6 = (__m256i)((vcc_v8_int)x / (vcc_v8_int)t5);
    t7 = _mm256_set1_epi32((int)10);
    t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)t7);
    t9 = _mm256_add_epi32(t4, t8);
    t10 = _mm256_set1_epi32((int)10);
    t11 = (__m256i)((vcc_v8_int)t6 / (vcc_v8_int)t10);
    t12 = _mm256_set1_epi32((int)10);
    t13 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t12);
    t14 = _mm256_add_epi32(t9, t13);
    return t14;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_biased(__m512i x) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    t1 = _mm512_set1_epi32((int)bias);
    t2 = _mm512_add_epi32(x, t1);
    return t2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_biased(__m256i x) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    t1 = _mm256_set1_epi32((int)bias);
    t2 = _mm256_add_epi32(x, t1);
    return t2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void row(unsigned *out, int n, float y) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    __m512 t4;
    __m512 t5;
    __m512i t6;
    __m512i t7;
    long t8;
    long t9;
    __m512 t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    unsigned int *t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    int i;
    unsigned int t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512i t23;
    __m512i t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512i t31;
    __m512i t32;
    t8 = (long)n;
    if (t8 >= 16L) {
        t9 = t8 & -16L;
        t10 = _mm512_set1_ps(y);
        t11 = _mm512_set1_epi32((int)0);
        t12 = t11;
        t1 = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t13 = t1;
            t14 = out + (int)(0L + t2);
            t15 = _mm512_cvtepi32_ps(t13);
            t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.046875f));
            t17 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t16);
            t3 = (__m512i)(vcc_m16)((vcc_v16_int)_mm512_set1_epi32((int)1) != (vcc_v16_int){0});
            t4 = _mm512_set1_ps(0.0f);
            t5 = _mm512_set1_ps(0.0f);
            t18 = 0U;
            t6 = (__m512i)(vcc_v16_uint){0};
            while (t18 < 200U) {
                t19 = _mm512_mul_ps(t4, t4);
                t20 = _mm512_mul_ps(t5, t5);
                t21 = _mm512_add_ps(t19, t20);
                t22 = _mm512_set1_ps(4.0f);
                t23 = _mm512_movm_epi32(_mm512_cmp_ps_mask(t21, t22, _CMP_LT_OQ));
                t24 = _mm512_and_si512(t3, t23);
                t25 = _mm512_sub_ps(t19, t20);
                t26 = _mm512_add_ps(t25, t17);
                t27 = _mm512_set1_ps(2.0f);
                t28 = _mm512_mul_ps(t27, t4);
                t29 = _mm512_mul_ps(t28, t5);
                t30 = _mm512_add_ps(t29, t10);
                t31 = _mm512_set1_epi32((int)t18);
                t6 = _mm512_mask_blend_epi32(_mm512_movepi32_mask(t3), t6, t31);
                if (!(_mm512_movepi32_mask(t24) != 0)) {
                    t7 = t6;
                    goto L33;
                }
                t3 = t24;
                t18++;
                t4 = t26;
                t5 = t30;
            }
            t32 = _mm512_set1_epi32((int)t18);
            t7 = _mm512_mask_blend_epi32(_mm512_movepi32_mask(t3), t6, t32);
        L33:
            _mm512_storeu_si512(t14, t7);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            if (t2 >= t9) {
                i = (int)(0L + t9);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), iters(-2.0f + (float)i * 0.046875f, y, 200U));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void digit_sums(int *out, const int *in, int n) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int *t8;
    __m512i t9;
    __m512i t10;
    int i;
    long t11;
    int *t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    t3 = (long)n;
    t4 = (unsigned long)out;
    t5 = (unsigned long)in;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t7 = (long)(int)(0L + t2);
            t8 = out + t7;
            t9 = _mm512_loadu_si512(in + t7);
            t10 = _mm512_abs_epi32(t9);
            t13 = _mm512_set1_epi32((int)10);
            t14 = (__m512i)((vcc_v16_int)t10 % (vcc_v16_int)t13);
            t15 = _mm512_set1_epi32((int)0);
            t16 = _mm512_add_epi32(t15, t14);
            t17 = _mm512_set1_epi32((int)10);
            t18 = (__m512i)((vcc_v16_int)t10 / (vcc_v16_int)t17);
            t19 = _mm512_set1_epi32((int)10);
            t20 = (__m512i)((vcc_v16_int)t18 % (vcc_v16_int)t19);
            t21 = _mm512_add_epi32(t16, t20);
            t22 = _mm512_set1_epi32((int)10);
            t23 = (__m512i)((vcc_v16_int)t18 / (vcc_v16_int)t22);
            t24 = _mm512_set1_epi32((int)10);
            t25 = (__m512i)((vcc_v16_int)t23 % (vcc_v16_int)t24);
            t26 = _mm512_add_epi32(t21, t25);
            _mm512_storeu_si512(t8, t26);
            t2 += 16L;
            if (t2 >= t6) {
                i = (int)(0L + t6);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t11 = (long)i;
        t12 = out + t11;
        t1 = in[t11];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t12 = (_mm256_zeroupper(), digits(t1));
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[7];
    __m256i t1;
    long t2;
    __m128i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m128i t9;
    long t10;
    __m256i t11;
    long t;
    __m128i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m128i t18;
    long t19;
    __m256i t20;
    long t_1;
    int s;
    int n;
    unsigned long t21;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    int i;
    int y;
    long t_2;
    long t31;
    long t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
    __m128i t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m128i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    int t71;
    long t72;
    long t73;
    long t74;
    __m128i t75;
    __m128i t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m128i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m128i t85;
    int i_1;
    long t86;
    long t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    __m128i t92;
    __m128i t93;
    __m128i t94;
    __m128i t95;
    __m128i t96;
    long t97;
    long t98;
    long t99;
    long t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m128i t105;
    __m128i t106;
    __m128i t107;
    __m128i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m128i t117;
    __m128i t118;
    __m128i t119;
    __m128i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m128i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    int t137;
    long t138;
    long t139;
    long t140;
    __m128i t141;
    __m128i t142;
    __m128i t143;
    long t144;
    __m256i t145;
    __m128i t146;
    __m256i t147;
    __m256i t148;
    __m128i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m128i t153;
    int i_2;
    long t154;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        t21 = (unsigned long)(n + 1) * 4UL;
        u = (unsigned int *)malloc(t21);
        in = (int *)malloc(t21);
        out = (int *)malloc(t21);
        b = (int *)malloc(t21);
        t22 = (long)n;
        if (t22 >= 8L) {
            t23 = t22 & -8L;
            t24 = _mm256_set1_epi32((int)0);
            t25 = t24;
            t1 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t26 = t1;
                t27 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)7919));
                t28 = (__m256i)((vcc_v8_int)t27 % (vcc_v8_int)_mm256_set1_epi32((int)2001));
                t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + t2)), t29);
                t2 += 8L;
                t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t23) {
                    break;
                }
                t1 = t30;
            }
            i = (int)((long)0 + t23);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            (_mm256_zeroupper(), row(u, n, -1.0f + (float)y * 0.25f));
            t31 = (long)n;
            if (t31 >= 16L) {
                t32 = t31 & -16L;
                t33 = _mm_set1_epi32((int)y);
                t34 = _mm_set1_epi32((int)0);
                t35 = t34;
                t3 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
                t4 = 0L;
                t5 = _mm256_set1_epi64x((long long)0LL);
                t6 = _mm256_set1_epi64x((long long)0LL);
                t7 = _mm256_set1_epi64x((long long)0LL);
                t8 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t36 = t3;
                    t37 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                    t38 = t37;
                    t39 = _mm_add_epi32(t3, _mm_set1_epi32((int)8));
                    t40 = t39;
                    t41 = _mm_add_epi32(t3, _mm_set1_epi32((int)12));
                    t42 = t41;
                    t43 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + t4)));
                    t44 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t4 + 4L))));
                    t45 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t4 + 8L))));
                    t46 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t4 + 12L))));
                    t47 = _mm_add_epi32(t36, t33);
                    t48 = _mm_add_epi32(t38, t33);
                    t49 = _mm_add_epi32(t40, t33);
                    t50 = _mm_add_epi32(t42, t33);
                    t51 = _mm256_cvtepi32_epi64(t47);
                    t52 = _mm256_cvtepi32_epi64(t48);
                    t53 = _mm256_cvtepi32_epi64(t49);
                    t54 = _mm256_cvtepi32_epi64(t50);
                    t55 = _mm256_cvtepu32_epi64(t43);
                    t56 = _mm256_cvtepu32_epi64(t44);
                    t57 = _mm256_cvtepu32_epi64(t45);
                    t58 = _mm256_cvtepu32_epi64(t46);
                    t59 = _mm256_mullo_epi64(t55, t51);
                    t60 = _mm256_mullo_epi64(t56, t52);
                    t61 = _mm256_mullo_epi64(t57, t53);
                    t62 = _mm256_mullo_epi64(t58, t54);
                    t63 = t59;
                    t5 = _mm256_add_epi64(t5, t63);
                    t64 = t60;
                    t6 = _mm256_add_epi64(t6, t64);
                    t65 = t61;
                    t7 = _mm256_add_epi64(t7, t65);
                    t66 = t62;
                    t8 = _mm256_add_epi64(t8, t66);
                    t4 += 16L;
                    t67 = _mm_add_epi32(t3, _mm_set1_epi32((int)16));
                    if (t4 >= t32) {
                        break;
                    }
                    t3 = t67;
                }
                t68 = _mm256_add_epi64(t5, t6);
                t69 = _mm256_add_epi64(t68, t7);
                t70 = _mm256_add_epi64(t69, t8);
                t71 = (int)((long)0 + t32);
                t72 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, (vcc_v4_ulong)t70, +));
            } else {
                t71 = 0;
                t72 = t_2;
            }
            t73 = (long)n + (long)t71 * -1L;
            if (t73 >= 4L) {
                t74 = t73 & -4L;
                t75 = _mm_set1_epi32((int)y);
                t76 = _mm_set1_epi32((int)t71);
                t77 = t76;
                t9 = _mm_add_epi32(t77, _mm_setr_epi32(0, 1, 2, 3));
                t10 = 0L;
                t11 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t78 = t9;
                    t79 = _mm_loadu_si128((const __m128i *)(u + (int)((long)t71 + t10)));
                    t80 = _mm_add_epi32(t78, t75);
                    t81 = _mm256_cvtepi32_epi64(t80);
                    t82 = _mm256_cvtepu32_epi64(t79);
                    t83 = _mm256_mullo_epi64(t82, t81);
                    t84 = t83;
                    t11 = _mm256_add_epi64(t11, t84);
                    t10 += 4L;
                    t85 = _mm_add_epi32(t9, _mm_set1_epi32((int)4));
                    if (t10 >= t74) {
                        break;
                    }
                    t9 = t85;
                }
                i_1 = (int)((long)t71 + t74);
                t = (long)((unsigned long)t72 + vcc_reduce(unsigned long, (vcc_v4_ulong)t11, +));
            } else {
                i_1 = t71;
                t = t72;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        (_mm256_zeroupper(), digit_sums(out, in, n));
        (_mm256_zeroupper(), add_bias(b, n));
        t86 = (long)n;
        if (t86 >= 16L) {
            t87 = t86 & -16L;
            t88 = _mm_set1_epi32((int)0);
            t89 = t88;
            t12 = _mm_add_epi32(t89, _mm_setr_epi32(0, 1, 2, 3));
            t13 = 0L;
            t14 = _mm256_set1_epi64x((long long)0LL);
            t15 = _mm256_set1_epi64x((long long)0LL);
            t16 = _mm256_set1_epi64x((long long)0LL);
            t17 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t90 = t12;
                t91 = _mm_add_epi32(t12, _mm_set1_epi32((int)4));
                t92 = t91;
                t93 = _mm_add_epi32(t12, _mm_set1_epi32((int)8));
                t94 = t93;
                t95 = _mm_add_epi32(t12, _mm_set1_epi32((int)12));
                t96 = t95;
                t97 = (long)(int)((long)0 + t13);
                t98 = (long)(int)((long)0 + (t13 + 4L));
                t99 = (long)(int)((long)0 + (t13 + 8L));
                t100 = (long)(int)((long)0 + (t13 + 12L));
                t101 = _mm256_cvtepi32_epi64(t90);
                t102 = _mm256_cvtepi32_epi64(t92);
                t103 = _mm256_cvtepi32_epi64(t94);
                t104 = _mm256_cvtepi32_epi64(t96);
                t105 = _mm_loadu_si128((const __m128i *)(out + t97));
                t106 = _mm_loadu_si128((const __m128i *)(out + t98));
                t107 = _mm_loadu_si128((const __m128i *)(out + t99));
                t108 = _mm_loadu_si128((const __m128i *)(out + t100));
                t109 = _mm256_cvtepi32_epi64(t105);
                t110 = _mm256_cvtepi32_epi64(t106);
                t111 = _mm256_cvtepi32_epi64(t107);
                t112 = _mm256_cvtepi32_epi64(t108);
                t113 = _mm256_mullo_epi64(t109, t101);
                t114 = _mm256_mullo_epi64(t110, t102);
                t115 = _mm256_mullo_epi64(t111, t103);
                t116 = _mm256_mullo_epi64(t112, t104);
                t117 = _mm_loadu_si128((const __m128i *)(b + t97));
                t118 = _mm_loadu_si128((const __m128i *)(b + t98));
                t119 = _mm_loadu_si128((const __m128i *)(b + t99));
                t120 = _mm_loadu_si128((const __m128i *)(b + t100));
                t121 = _mm256_cvtepi32_epi64(t117);
                t122 = _mm256_cvtepi32_epi64(t118);
                t123 = _mm256_cvtepi32_epi64(t119);
                t124 = _mm256_cvtepi32_epi64(t120);
                t125 = _mm256_add_epi64(t113, t121);
                t126 = _mm256_add_epi64(t114, t122);
                t127 = _mm256_add_epi64(t115, t123);
                t128 = _mm256_add_epi64(t116, t124);
                t129 = t125;
                t14 = _mm256_add_epi64(t14, t129);
                t130 = t126;
                t15 = _mm256_add_epi64(t15, t130);
                t131 = t127;
                t16 = _mm256_add_epi64(t16, t131);
                t132 = t128;
                t17 = _mm256_add_epi64(t17, t132);
                t13 += 16L;
                t133 = _mm_add_epi32(t12, _mm_set1_epi32((int)16));
                if (t13 >= t87) {
                    break;
                }
                t12 = t133;
            }
            t134 = _mm256_add_epi64(t14, t15);
            t135 = _mm256_add_epi64(t134, t16);
            t136 = _mm256_add_epi64(t135, t17);
            t137 = (int)((long)0 + t87);
            t138 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, (vcc_v4_ulong)t136, +));
        } else {
            t137 = 0;
            t138 = t_2;
        }
        t139 = (long)n + (long)t137 * -1L;
        if (t139 >= 4L) {
            t140 = t139 & -4L;
            t141 = _mm_set1_epi32((int)t137);
            t142 = t141;
            t18 = _mm_add_epi32(t142, _mm_setr_epi32(0, 1, 2, 3));
            t19 = 0L;
            t20 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t143 = t18;
                t144 = (long)(int)((long)t137 + t19);
                t145 = _mm256_cvtepi32_epi64(t143);
                t146 = _mm_loadu_si128((const __m128i *)(out + t144));
                t147 = _mm256_cvtepi32_epi64(t146);
                t148 = _mm256_mullo_epi64(t147, t145);
                t149 = _mm_loadu_si128((const __m128i *)(b + t144));
                t150 = _mm256_cvtepi32_epi64(t149);
                t151 = _mm256_add_epi64(t148, t150);
                t152 = t151;
                t20 = _mm256_add_epi64(t20, t152);
                t19 += 4L;
                t153 = _mm_add_epi32(t18, _mm_set1_epi32((int)4));
                if (t19 >= t140) {
                    break;
                }
                t18 = t153;
            }
            i_2 = (int)((long)t137 + t140);
            t_1 = (long)((unsigned long)t138 + vcc_reduce(unsigned long, (vcc_v4_ulong)t20, +));
        } else {
            i_2 = t137;
            t_1 = t138;
        }
        for (; i_2 < n; i_2++) {
            t154 = (long)i_2;
            t_1 += (long)out[t154] * t154 + (long)b[t154];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
