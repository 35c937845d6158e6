/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void keep_last(int n, const int *restrict b) {
    vcc_no_contract_body
    int t3;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:15 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i b_v = _mm512_loadu_si512(b + (i_vec + 48L));
            last_seen = ((vcc_v16_int)b_v)[15];
            i_vec += 64L;
        } while (i_vec < t2);
        t3 = (int)t2;
    } else {
        t3 = 0;
    }
    long t4 = (long)n + (long)t3 * -1L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m512i b_v_1 = _mm512_loadu_si512(b + ((long)t3 + i_vec_1));
            last_seen = ((vcc_v16_int)b_v_1)[15];
            i_vec_1 += 16L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void keep_scaled(int n, float *restrict out, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:21 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t3 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512 b_v_1 = _mm512_loadu_ps(b + t4);
            __m512 t5 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t4, t5);
            long t6 = i_vec + 32L;
            __m512 b_v_2 = _mm512_loadu_ps(b + t6);
            __m512 t7 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t6, t7);
            long t8 = i_vec + 48L;
            const float *t9 = b + t8;
            __m512 b_v_3 = _mm512_loadu_ps(t9);
            __m512 t10 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t8, t10);
            __m512 b_v_4 = _mm512_loadu_ps(t9);
            __m512 t11 = _mm512_add_ps(b_v_4, _mm512_set1_ps(0.5f));
            *out = ((vcc_v16_float)t11)[15];
            i_vec += 64L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            const float *t16 = b + t15;
            __m512 b_v_5 = _mm512_loadu_ps(t16);
            __m512 t17 = _mm512_mul_ps(b_v_5, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t15, t17);
            __m512 b_v_6 = _mm512_loadu_ps(t16);
            __m512 t18 = _mm512_add_ps(b_v_6, _mm512_set1_ps(0.5f));
            *out = ((vcc_v16_float)t18)[15];
            i_vec_1 += 16L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void fields(int n, const long *restrict v, int k) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            st.count = k;
            __m512i t5 = _mm512_cvtepi32_epi64(t4);
            __m512i v_v = _mm512_loadu_si512(v + (i_vec + 24L));
            __m512i t6 = _mm512_sub_epi64(v_v, t5);
            st.total = ((vcc_v8_long)t6)[7];
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        __m256i t10 = _mm256_set1_epi32((int)t7);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            st.count = k;
            __m512i t11 = _mm512_cvtepi32_epi64((__m256i)i_v_1);
            __m512i v_v_1 = _mm512_loadu_si512(v + ((long)t7 + i_vec_1));
            __m512i t12 = _mm512_sub_epi64(v_v_1, t11);
            st.total = ((vcc_v8_long)t12)[7];
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void last_heavy(int n, float t, const float *restrict x, const float *restrict y) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 t_v = _mm512_set1_ps(t);
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:45 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t3 = _mm512_mul_ps(x_v, x_v);
            __m512 y_v = _mm512_loadu_ps(y + i_vec);
            __m512 t4 = _mm512_mul_ps(y_v, y_v);
            __m512 d_v = _mm512_add_ps(t3, t4);
            __m512 t5 = _mm512_mul_ps(d_v, _mm512_set1_ps(0.25f));
            __m512 t6 = _mm512_mul_ps(x_v, y_v);
            __m512 t7 = _mm512_sub_ps(t5, t6);
            __m512 e_v = _mm512_add_ps(t7, _mm512_set1_ps(1.5f));
            __m512 t8 = _mm512_mul_ps(e_v, e_v);
            __m512 t9 = _mm512_sub_ps(t8, d_v);
            __m512 t10 = _mm512_mul_ps(x_v, _mm512_set1_ps(3.0f));
            __m512 f_v = _mm512_add_ps(t9, t10);
            __mmask16 t11 = _mm512_cmp_ps_mask(f_v, t_v, _CMP_GT_OQ);
            __m512 t12 = _mm512_mul_ps(f_v, e_v);
            __m512 t13 = _mm512_sub_ps(t12, y_v);
            _mm512_mask_i32scatter_ps(&last_scaled, t11, _mm512_set1_epi32(0), t13, 4);
            i_vec += 16L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void keep_first(int n, const short *restrict b, short *restrict out) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    short s_out;
    int n;
    int t2;
    int t19;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t3 = n + 1;
        int *b2 = (int *)(_mm256_zeroupper(), new_array(t3, 4UL));
        long *v = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t4;
        void *t5 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)t5;
        short *sb = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        s_out = (short)-7;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t3; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t4;
        unsigned long t8 = (unsigned long)t5;
        long t9 = (long)((unsigned long)t4 - (unsigned long)t5);
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 64L))) & 1) {
            long t10 = t6 & -16L;
            __m512i t11 = _mm512_set1_epi32(0);
            __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(100));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t12, t13);
            long i_vec = 0L;
            /* vcc: loop at invariant_store.c:84 vectorized: VF 16, UF 1, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 85:28 by 100 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                __m512 t14 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512 t15 = _mm512_div_ps(t14, _mm512_set1_ps(64.0f));
                _mm512_storeu_ps(fb + i_vec, t15);
                _mm512_storeu_ps(fa + i_vec, _mm512_set1_ps(9.0f));
                i_vec += 16L;
                __m512i t16 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(92));
                __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(100));
                __m512i t18 = _mm512_min_epu32(t16, t17);
                if (i_vec >= t10) {
                    break;
                }
                t1 = (vcc_v16_int)t18;
            }
            t19 = (int)t10;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t4;
        unsigned long t22 = (unsigned long)t5;
        long t23 = (long)((unsigned long)t4 + (unsigned long)((long)t19 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t19 * 4L)));
        int t24 = (int)((unsigned int)t19 * 37U);
        if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))) | ((t23 <= 0L) | (t23 >= 64L))) & (t24 >= 0)) {
            __m512i t25 = _mm512_set1_epi32((int)(int)t20);
            __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
            __m512i t27 = _mm512_set1_epi32((int)(t24 % 100));
            __m512i t28 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(100));
            __m512i t30 = _mm512_min_epu32(t28, t29);
            long t31 = (long)t19;
            __m512 t32 = _mm512_cvtepi32_ps(t30);
            __m512 t33 = _mm512_div_ps(t32, _mm512_set1_ps(64.0f));
            _mm512_mask_storeu_ps(fb + t31, t26, t33);
            _mm512_mask_storeu_ps(fa + t31, t26, _mm512_set1_ps(9.0f));
            i = (int)((long)t19 + t20);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            long t34 = (long)i;
            fb[t34] = (float)(i * 37 % 100) / 64.0f;
            fa[t34] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        const int *t35 = b;
        keep_last(n, t35);
        printf(" last=%d", last_seen);
        const float *t36 = fb;
        keep_scaled(n, &last_scaled, fa, t36);
        unsigned long t37 = (_mm256_zeroupper(), hash_bytes((const void *)fa, (unsigned long)n * 4UL));
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t37);
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        (_mm256_zeroupper(), last_above(n, 900, t35));
        printf(" above=%d", last_seen);
        (_mm256_zeroupper(), last_above(n, 5000, t35));
        printf(" none=%d", last_seen);
        const float *t38 = fa;
        last_heavy(n, 2.0f, t36, t38);
        printf(" heavy=%a", (double)last_scaled);
        last_heavy(n, 1e30f, t36, t38);
        printf(" heavy_none=%a", (double)last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", (int)s_out);
        (_mm256_zeroupper(), reads_it(n, t35));
        printf(" reads=%d", last_seen);
        int *t39 = b2 + 0;
        *t39 = 11;
        (_mm256_zeroupper(), may_alias(n, t39, b2));
        unsigned long t40 = (unsigned long)t3 * 4UL;
        const void *t41 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t40)));
        (_mm256_zeroupper(), may_alias(n, b2 + n, b2 + 1));
        printf(" alias2=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t40)));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
