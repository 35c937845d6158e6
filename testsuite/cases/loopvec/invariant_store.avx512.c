/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=5 avx2=5 neon=6 */
#include "harness.h"

/* Stores to the same address on every iteration (TSVC s1161/s2101-like "last value through
   memory"): the vector loop stores its last lane once per vector iteration, which leaves what
   the scalar loop leaves. Under a condition the lanes are stored in order, active ones only.
   Not vectorized where anything else in the loop touches that address. */

int last_seen;
float last_scaled;
struct stats { int count; long total; } st;

/* Unconditional: g = b[i] on every iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_last(int n, const int *restrict b) {
    vcc_no_contract_body
    int t3;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + (i_vec + 24L)));
            last_seen = ((vcc_v8_int)b_v)[7];
            i_vec += 32L;
        } while (i_vec < t2);
        t3 = (int)t2;
    } else {
        t3 = 0;
    }
    long t4 = (long)n + (long)t3 * -1L;
    if (t4 >= 8L) {
        long t5 = t4 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + ((long)t3 + i_vec_1)));
            last_seen = ((vcc_v8_int)b_v_1)[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t5);
        i = (int)((long)t3 + t5);
    } else {
        i = t3;
    }
    for (; i < n; i++) {
        last_seen = b[i];
    }
}

/* Through a restrict pointer, a computed float, and another array written too. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_scaled(int n, float *restrict out, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t3 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + i_vec, t3);
            long t4 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t4);
            __m256 t5 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t4, t5);
            long t6 = i_vec + 16L;
            __m256 b_v_2 = _mm256_loadu_ps(b + t6);
            __m256 t7 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t6, t7);
            long t8 = i_vec + 24L;
            const float *t9 = b + t8;
            __m256 b_v_3 = _mm256_loadu_ps(t9);
            __m256 t10 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t8, t10);
            __m256 b_v_4 = _mm256_loadu_ps(t9);
            __m256 t11 = _mm256_add_ps(b_v_4, _mm256_set1_ps(0.5f));
            *out = ((vcc_v8_float)t11)[7];
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            const float *t16 = b + t15;
            __m256 b_v_5 = _mm256_loadu_ps(t16);
            __m256 t17 = _mm256_mul_ps(b_v_5, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t15, t17);
            __m256 b_v_6 = _mm256_loadu_ps(t16);
            __m256 t18 = _mm256_add_ps(b_v_6, _mm256_set1_ps(0.5f));
            *out = ((vcc_v8_float)t18)[7];
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        const float *t20 = b + t19;
        a[t19] = *t20 * 2.0f;
        *out = *t20 + 0.5f;
    }
}

/* Two fields of one struct, one of them a loop-invariant value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void fields(int n, const long *restrict v, int k) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            st.count = k;
            __m256i t5 = _mm256_cvtepi32_epi64(t4);
            __m256i v_v = _mm256_loadu_si256((const __m256i *)(v + (i_vec + 12L)));
            __m256i t6 = _mm256_sub_epi64(v_v, t5);
            st.total = ((vcc_v4_long)t6)[3];
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        __m128i t10 = _mm_set1_epi32((int)t7);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            st.count = k;
            __m256i t11 = _mm256_cvtepi32_epi64((__m128i)i_v_1);
            __m256i v_v_1 = _mm256_loadu_si256((const __m256i *)(v + ((long)t7 + i_vec_1)));
            __m256i t12 = _mm256_sub_epi64(v_v_1, t11);
            st.total = ((vcc_v4_long)t12)[3];
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        st.count = k;
        long t13 = (long)i;
        st.total = v[t13] - t13;
    }
}

/* Under a condition: the last element above t (the lanes stored in order, masked). */
void last_above(int n, int t, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] > t)
            last_seen = b[i];
}

/* Under a condition with enough work per element that vector code pays: a masked scatter of
   stride 0 (lanes stored in order, active ones only). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void last_heavy(int n, float t, const float *restrict x, const float *restrict y) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256 t_v = _mm256_set1_ps(t);
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:45 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 t3 = _mm256_mul_ps(x_v, x_v);
            __m256 y_v = _mm256_loadu_ps(y + i_vec);
            __m256 t4 = _mm256_mul_ps(y_v, y_v);
            __m256 d_v = _mm256_add_ps(t3, t4);
            __m256 t5 = _mm256_mul_ps(d_v, _mm256_set1_ps(0.25f));
            __m256 t6 = _mm256_mul_ps(x_v, y_v);
            __m256 t7 = _mm256_sub_ps(t5, t6);
            __m256 e_v = _mm256_add_ps(t7, _mm256_set1_ps(1.5f));
            __m256 t8 = _mm256_mul_ps(e_v, e_v);
            __m256 t9 = _mm256_sub_ps(t8, d_v);
            __m256 t10 = _mm256_mul_ps(x_v, _mm256_set1_ps(3.0f));
            __m256 f_v = _mm256_add_ps(t9, t10);
            __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(f_v, t_v, _CMP_GT_OQ));
            __m256 t12 = _mm256_mul_ps(f_v, e_v);
            __m256 t13 = _mm256_sub_ps(t12, y_v);
            _mm256_mask_i32scatter_ps(&last_scaled, _mm256_movepi32_mask(t11), _mm256_set1_epi32(0), t13, 4);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = x[t14];
        float t16 = y[t14];
        float d = t15 * t15 + t16 * t16;
        float e = d * 0.25f - t15 * t16 + 1.5f;
        float f = e * e - d + t15 * 3.0f;
        if (f > t) {
            last_scaled = f * e - t16;
        }
    }
}

/* Counting down: the last iteration stores b[0]. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_first(int n, const short *restrict b, short *restrict out) {
    vcc_no_contract_body
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 64L) {
        long t3 = t2 & -64L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:56 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(b + ((long)t1 + (i_vec + 48L) * -1L) + -15));
            __m256i b_v = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t4, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            __m256i t5 = _mm256_mullo_epi16(b_v, _mm256_set1_epi16((short)3));
            *out = ((vcc_v16_short)t5)[15];
            i_vec += 64L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t6 = (long)t1 + 1L;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:56 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + ((long)t1 + i_vec_1 * -1L) + -15));
            __m256i b_v_1 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t8, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            __m256i t9 = _mm256_mullo_epi16(b_v_1, _mm256_set1_epi16((short)3));
            *out = ((vcc_v16_short)t9)[15];
            i_vec_1 += 16L;
        } while (i_vec_1 < t7);
        i = (int)((long)t1 + t7 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        *out = (short)((int)b[i] * 3);
    }
}

/* Not vectorized: the loop also reads the address it stores to. */
void reads_it(int n, const int *restrict b) {
    for (int i = 0; i < n; i++)
        last_seen = last_seen > b[i] ? last_seen - 1 : b[i];
}

/* Not vectorized: the stored pointer may alias the array read. */
void may_alias(int n, int *out, const int *b) {
    for (int i = 0; i < n; i++)
        *out = b[i] + 1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    short s_out;
    int n;
    int t3;
    int t26;
    int t42;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t4 = n + 1;
        int *b2 = (int *)(_mm256_zeroupper(), new_array(t4, 4UL));
        long *v = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        void *t5 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t5;
        void *t6 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)t6;
        short *sb = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        s_out = (short)-7;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t4; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t5;
        unsigned long t9 = (unsigned long)t6;
        long t10 = (long)((unsigned long)t5 - (unsigned long)t6);
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & 1) {
            long t11 = t7 & -16L;
            __m256i t12 = _mm256_set1_epi32(0);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(100));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t13, t14);
            long i_vec = 0L;
            /* vcc: loop at invariant_store.c:84 vectorized: VF 8, UF 2, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 85:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t15 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t16 = _mm256_div_ps(t15, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + i_vec, t16);
                _mm256_storeu_ps(fa + i_vec, _mm256_set1_ps(9.0f));
                long t17 = i_vec + 8L;
                __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(96));
                __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(100));
                __m256i t20 = _mm256_min_epu32(t18, t19);
                __m256 t21 = _mm256_cvtepi32_ps(t20);
                __m256 t22 = _mm256_div_ps(t21, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + t17, t22);
                _mm256_storeu_ps(fa + t17, _mm256_set1_ps(9.0f));
                i_vec += 16L;
                __m256i t23 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(92));
                __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(100));
                __m256i t25 = _mm256_min_epu32(t23, t24);
                if (i_vec >= t11) {
                    break;
                }
                t1 = (vcc_v8_int)t25;
            }
            t26 = (int)t11;
        } else {
            t26 = 0;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t5;
        unsigned long t29 = (unsigned long)t6;
        long t30 = (long)((unsigned long)t5 + (unsigned long)((long)t26 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t26 * 4L)));
        int t31 = (int)((unsigned int)t26 * 37U);
        if ((t27 >= 8L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 4L))) | ((t29 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t26 * 4L))) | ((t30 <= 0L) | (t30 >= 32L))) & (t31 >= 0)) {
            long t32 = t27 & -8L;
            __m256i t33 = _mm256_set1_epi32((int)(t31 % 100));
            __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(100));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t34, t35);
            long i_vec_1 = 0L;
            /* vcc: loop at invariant_store.c:84 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t36 = (long)t26 + i_vec_1;
                __m256 t37 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t38 = _mm256_div_ps(t37, _mm256_set1_ps(64.0f));
                _mm256_storeu_ps(fb + t36, t38);
                _mm256_storeu_ps(fa + t36, _mm256_set1_ps(9.0f));
                i_vec_1 += 8L;
                __m256i t39 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(96));
                __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(100));
                __m256i t41 = _mm256_min_epu32(t39, t40);
                if (i_vec_1 >= t32) {
                    break;
                }
                t2 = (vcc_v8_int)t41;
            }
            t42 = (int)((long)t26 + t32);
        } else {
            t42 = t26;
        }
        long t43 = (long)n + (long)t42 * -1L;
        unsigned long t44 = (unsigned long)t5;
        unsigned long t45 = (unsigned long)t6;
        long t46 = (long)((unsigned long)t5 + (unsigned long)((long)t42 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t42 * 4L)));
        int t47 = (int)((unsigned int)t42 * 37U);
        if ((t43 >= 1L) & (t43 <= 8L) & (((t44 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t42 * 4L))) | ((t45 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t42 * 4L))) | ((t46 <= 0L) | (t46 >= 32L))) & (t47 >= 0)) {
            __m256i t48 = _mm256_set1_epi32((int)(int)t43);
            __m256i t49 = _mm256_cmpgt_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t50 = _mm256_set1_epi32((int)(t47 % 100));
            __m256i t51 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(100));
            __m256i t53 = _mm256_min_epu32(t51, t52);
            long t54 = (long)t42;
            __m256 t55 = _mm256_cvtepi32_ps(t53);
            __m256 t56 = _mm256_div_ps(t55, _mm256_set1_ps(64.0f));
            _mm256_mask_storeu_ps(fb + t54, _mm256_movepi32_mask(t49), t56);
            _mm256_mask_storeu_ps(fa + t54, _mm256_movepi32_mask(t49), _mm256_set1_ps(9.0f));
            i = (int)((long)t42 + t43);
        } else {
            i = t42;
        }
        for (; i < n; i++) {
            long t57 = (long)i;
            fb[t57] = (float)(i * 37 % 100) / 64.0f;
            fa[t57] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        const int *t58 = b;
        keep_last(n, t58);
        printf(" last=%d", last_seen);
        const float *t59 = fb;
        keep_scaled(n, &last_scaled, fa, t59);
        unsigned long t60 = (_mm256_zeroupper(), hash_bytes((const void *)fa, (unsigned long)n * 4UL));
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t60);
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        (_mm256_zeroupper(), last_above(n, 900, t58));
        printf(" above=%d", last_seen);
        (_mm256_zeroupper(), last_above(n, 5000, t58));
        printf(" none=%d", last_seen);
        const float *t61 = fa;
        last_heavy(n, 2.0f, t59, t61);
        printf(" heavy=%a", (double)last_scaled);
        last_heavy(n, 1e30f, t59, t61);
        printf(" heavy_none=%a", (double)last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", (int)s_out);
        (_mm256_zeroupper(), reads_it(n, t58));
        printf(" reads=%d", last_seen);
        int *t62 = b2 + 0;
        *t62 = 11;
        (_mm256_zeroupper(), may_alias(n, t62, b2));
        unsigned long t63 = (unsigned long)t4 * 4UL;
        const void *t64 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t64, t63)));
        (_mm256_zeroupper(), may_alias(n, b2 + n, b2 + 1));
        printf(" alias2=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t64, t63)));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
