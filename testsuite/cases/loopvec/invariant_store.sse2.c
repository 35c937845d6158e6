/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

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
void keep_last(int n, const int *restrict b) {
    int t3;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + (i_vec + 12L)));
            last_seen = ((vcc_v4_int)b_v)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
    } else {
        t3 = 0;
    }
    long t4 = (long)n + (long)t3 * -1L;
    if (t4 >= 4L) {
        long t5 = t4 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + ((long)t3 + i_vec_1)));
            last_seen = ((vcc_v4_int)b_v_1)[3];
            i_vec_1 += 4L;
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
void keep_scaled(int n, float *restrict out, float *restrict a, const float *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t3 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + i_vec, t3);
            long t4 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t4);
            __m128 t5 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t4, t5);
            long t6 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + t6);
            __m128 t7 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t6, t7);
            long t8 = i_vec + 12L;
            const float *t9 = b + t8;
            __m128 b_v_3 = _mm_loadu_ps(t9);
            __m128 t10 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t8, t10);
            __m128 b_v_4 = _mm_loadu_ps(t9);
            __m128 t11 = _mm_add_ps(b_v_4, _mm_set1_ps(0.5f));
            *out = ((vcc_v4_float)t11)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            const float *t16 = b + t15;
            __m128 b_v_5 = _mm_loadu_ps(t16);
            __m128 t17 = _mm_mul_ps(b_v_5, _mm_set1_ps(2.0f));
            _mm_storeu_ps(a + t15, t17);
            __m128 b_v_6 = _mm_loadu_ps(t16);
            __m128 t18 = _mm_add_ps(b_v_6, _mm_set1_ps(0.5f));
            *out = ((vcc_v4_float)t18)[3];
            i_vec_1 += 4L;
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
void fields(int n, const long *restrict v, int k) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int t3 = (vcc_v2_int){0, 0};
        vcc_v2_uint t4 = (vcc_v2_uint)t3;
        vcc_v2_uint i_v = t4 + (vcc_v2_uint){0U, 1U};
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:29 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_uint t5 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_2 = (vcc_v2_int)t5;
            st.count = k;
            __m128i t6 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_2));
            __m128i v_v = _mm_loadu_si128((const __m128i *)(v + (i_vec + 6L)));
            __m128i t7 = _mm_sub_epi64(v_v, t6);
            st.total = ((vcc_v2_long)t7)[1];
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){8U, 8U};
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 2L) {
        long t10 = t9 & -2L;
        vcc_v2_int t11 = (vcc_v2_int){t8, t8};
        vcc_v2_uint t12 = (vcc_v2_uint)t11;
        vcc_v2_uint i_v_1 = t12 + (vcc_v2_uint){0U, 1U};
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:29 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_int i_v_3 = (vcc_v2_int)i_v_1;
            st.count = k;
            __m128i t13 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_3));
            __m128i v_v_1 = _mm_loadu_si128((const __m128i *)(v + ((long)t8 + i_vec_1)));
            __m128i t14 = _mm_sub_epi64(v_v_1, t13);
            st.total = ((vcc_v2_long)t14)[1];
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        st.count = k;
        long t15 = (long)i;
        st.total = v[t15] - t15;
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
void last_heavy(int n, float t, const float *restrict x, const float *restrict y) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128 t_v = _mm_set1_ps(t);
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:45 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 x_v_1 = _mm_loadu_ps(x + t3);
            __m128 t4 = _mm_mul_ps(x_v, x_v);
            __m128 t5 = _mm_mul_ps(x_v_1, x_v_1);
            __m128 y_v = _mm_loadu_ps(y + i_vec);
            __m128 y_v_1 = _mm_loadu_ps(y + t3);
            __m128 t6 = _mm_mul_ps(y_v, y_v);
            __m128 d_v = _mm_add_ps(t4, t6);
            __m128 t7 = _mm_mul_ps(d_v, _mm_set1_ps(0.25f));
            __m128 t8 = _mm_mul_ps(x_v, y_v);
            __m128 t9 = _mm_sub_ps(t7, t8);
            __m128 e_v = _mm_add_ps(t9, _mm_set1_ps(1.5f));
            __m128 t10 = _mm_mul_ps(e_v, e_v);
            __m128 t11 = _mm_sub_ps(t10, d_v);
            __m128 t12 = _mm_mul_ps(x_v, _mm_set1_ps(3.0f));
            __m128 f_v = _mm_add_ps(t11, t12);
            __m128i t13 = _mm_castps_si128(_mm_cmpgt_ps(f_v, t_v));
            __m128 t14 = _mm_mul_ps(f_v, e_v);
            __m128 t15 = _mm_sub_ps(t14, y_v);
            vcc_scatter_masked(&last_scaled, (vcc_v4_int)_mm_set1_epi32(0), (vcc_v4_float)t15, (vcc_m4)t13);
            __m128 t16 = _mm_mul_ps(y_v_1, y_v_1);
            __m128 d_v_1 = _mm_add_ps(t5, t16);
            __m128 t17 = _mm_mul_ps(d_v_1, _mm_set1_ps(0.25f));
            __m128 t18 = _mm_mul_ps(x_v_1, y_v_1);
            __m128 t19 = _mm_sub_ps(t17, t18);
            __m128 e_v_1 = _mm_add_ps(t19, _mm_set1_ps(1.5f));
            __m128 t20 = _mm_mul_ps(e_v_1, e_v_1);
            __m128 t21 = _mm_sub_ps(t20, d_v_1);
            __m128 t22 = _mm_mul_ps(x_v_1, _mm_set1_ps(3.0f));
            __m128 f_v_1 = _mm_add_ps(t21, t22);
            __m128i t23 = _mm_castps_si128(_mm_cmpgt_ps(f_v_1, t_v));
            __m128 t24 = _mm_mul_ps(f_v_1, e_v_1);
            __m128 t25 = _mm_sub_ps(t24, y_v_1);
            vcc_scatter_masked(&last_scaled, (vcc_v4_int)_mm_set1_epi32(0), (vcc_v4_float)t25, (vcc_m4)t23);
            i_vec += 8L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        __m128 t_v_1 = _mm_set1_ps(t);
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128 x_v_2 = _mm_loadu_ps(x + t29);
            __m128 t30 = _mm_mul_ps(x_v_2, x_v_2);
            __m128 y_v_2 = _mm_loadu_ps(y + t29);
            __m128 t31 = _mm_mul_ps(y_v_2, y_v_2);
            __m128 d_v_2 = _mm_add_ps(t30, t31);
            __m128 t32 = _mm_mul_ps(d_v_2, _mm_set1_ps(0.25f));
            __m128 t33 = _mm_mul_ps(x_v_2, y_v_2);
            __m128 t34 = _mm_sub_ps(t32, t33);
            __m128 e_v_2 = _mm_add_ps(t34, _mm_set1_ps(1.5f));
            __m128 t35 = _mm_mul_ps(e_v_2, e_v_2);
            __m128 t36 = _mm_sub_ps(t35, d_v_2);
            __m128 t37 = _mm_mul_ps(x_v_2, _mm_set1_ps(3.0f));
            __m128 f_v_2 = _mm_add_ps(t36, t37);
            __m128i t38 = _mm_castps_si128(_mm_cmpgt_ps(f_v_2, t_v_1));
            __m128 t39 = _mm_mul_ps(f_v_2, e_v_2);
            __m128 t40 = _mm_sub_ps(t39, y_v_2);
            vcc_scatter_masked(&last_scaled, (vcc_v4_int)_mm_set1_epi32(0), (vcc_v4_float)t40, (vcc_m4)t38);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        float t42 = x[t41];
        float t43 = y[t41];
        float d = t42 * t42 + t43 * t43;
        float e = d * 0.25f - t42 * t43 + 1.5f;
        float f = e * e - d + t42 * 3.0f;
        if (f > t) {
            last_scaled = f * e - t43;
        }
    }
}

/* Counting down: the last iteration stores b[0]. */
void keep_first(int n, const short *restrict b, short *restrict out) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i t4 = _mm_loadu_si128((const __m128i *)(b + ((long)t1 + (i_vec + 24L) * -1L) + -7));
            __m128i b_v = _mm_shufflehi_epi16(_mm_shufflelo_epi16(_mm_shuffle_epi32(t4, 0x4e), 0x1b), 0x1b);
            __m128i t5 = _mm_mullo_epi16(b_v, _mm_set1_epi16((short)3));
            *out = ((vcc_v8_short)t5)[7];
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t6 = (long)t1 + 1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i t8 = _mm_loadu_si128((const __m128i *)(b + ((long)t1 + i_vec_1 * -1L) + -7));
            __m128i b_v_1 = _mm_shufflehi_epi16(_mm_shufflelo_epi16(_mm_shuffle_epi32(t8, 0x4e), 0x1b), 0x1b);
            __m128i t9 = _mm_mullo_epi16(b_v_1, _mm_set1_epi16((short)3));
            *out = ((vcc_v8_short)t9)[7];
            i_vec_1 += 8L;
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

int main(void) {
    short s_out;
    int n;
    int t3;
    int t43;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *b = (int *)new_array(n, 4UL);
        int t4 = n + 1;
        int *b2 = (int *)new_array(t4, 4UL);
        long *v = (long *)new_array(n, 8UL);
        void *t5 = new_array(n, 4UL);
        float *fa = (float *)t5;
        void *t6 = new_array(n, 4UL);
        float *fb = (float *)t6;
        short *sb = (short *)new_array(n, 2UL);
        s_out = (short)-7;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t4; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)(next_rand() % 10000U));
        }
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t5;
        unsigned long t9 = (unsigned long)t6;
        long t10 = (long)((unsigned long)t5 - (unsigned long)t6);
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & 1) {
            long t11 = t7 & -16L;
            __m128i t12 = _mm_set1_epi32(0);
            __m128i t13 = _mm_add_epi32(t12, _mm_setr_epi32(0, 37, 74, 11));
            __m128i t14 = _mm_cmpgt_epi32(t13, _mm_set1_epi32(99));
            __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t14, _mm_set1_epi32(100)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t13, t15);
            long i_vec = 0L;
            /* vcc: loop at invariant_store.c:84 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 85:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t16 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t17 = _mm_div_ps(t16, _mm_set1_ps(64.0f));
                _mm_storeu_ps(fb + i_vec, t17);
                _mm_storeu_ps(fa + i_vec, _mm_set1_ps(9.0f));
                long t18 = i_vec + 4L;
                __m128i t19 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(48));
                __m128i t20 = _mm_cmpgt_epi32(t19, _mm_set1_epi32(99));
                __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, _mm_set1_epi32(100)); });
                __m128i t22 = _mm_sub_epi32(t19, t21);
                __m128 t23 = _mm_cvtepi32_ps(t22);
                __m128 t24 = _mm_div_ps(t23, _mm_set1_ps(64.0f));
                _mm_storeu_ps(fb + t18, t24);
                _mm_storeu_ps(fa + t18, _mm_set1_ps(9.0f));
                long t25 = i_vec + 8L;
                __m128i t26 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(96));
                __m128i t27 = _mm_cmpgt_epi32(t26, _mm_set1_epi32(99));
                __m128i t28 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, _mm_set1_epi32(100)); });
                __m128i t29 = _mm_sub_epi32(t26, t28);
                __m128 t30 = _mm_cvtepi32_ps(t29);
                __m128 t31 = _mm_div_ps(t30, _mm_set1_ps(64.0f));
                _mm_storeu_ps(fb + t25, t31);
                _mm_storeu_ps(fa + t25, _mm_set1_ps(9.0f));
                long t32 = i_vec + 12L;
                __m128i t33 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(44));
                __m128i t34 = _mm_cmpgt_epi32(t33, _mm_set1_epi32(99));
                __m128i t35 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, _mm_set1_epi32(100)); });
                __m128i t36 = _mm_sub_epi32(t33, t35);
                __m128 t37 = _mm_cvtepi32_ps(t36);
                __m128 t38 = _mm_div_ps(t37, _mm_set1_ps(64.0f));
                _mm_storeu_ps(fb + t32, t38);
                _mm_storeu_ps(fa + t32, _mm_set1_ps(9.0f));
                i_vec += 16L;
                __m128i t39 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(92));
                __m128i t40 = _mm_cmpgt_epi32(t39, _mm_set1_epi32(99));
                __m128i t41 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t40, _mm_set1_epi32(100)); });
                __m128i t42 = _mm_sub_epi32(t39, t41);
                if (i_vec >= t11) {
                    break;
                }
                t1 = (vcc_v4_int)t42;
            }
            t43 = (int)t11;
        } else {
            t43 = 0;
        }
        long t44 = (long)n + (long)t43 * -1L;
        unsigned long t45 = (unsigned long)t5;
        unsigned long t46 = (unsigned long)t6;
        long t47 = (long)((unsigned long)t5 + (unsigned long)((long)t43 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t43 * 4L)));
        int t48 = (int)((unsigned int)t43 * 37U);
        if ((t44 >= 4L) & (((t45 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t43 * 4L))) | ((t46 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t43 * 4L))) | ((t47 <= 0L) | (t47 >= 16L))) & (t48 >= 0)) {
            long t49 = t44 & -4L;
            __m128i t50 = _mm_set1_epi32((int)(t48 % 100));
            __m128i t51 = _mm_add_epi32(t50, _mm_setr_epi32(0, 37, 74, 11));
            __m128i t52 = _mm_cmpgt_epi32(t51, _mm_set1_epi32(99));
            __m128i t53 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t52, _mm_set1_epi32(100)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t51, t53);
            long i_vec_1 = 0L;
            /* vcc: loop at invariant_store.c:84 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t54 = (long)t43 + i_vec_1;
                __m128 t55 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t56 = _mm_div_ps(t55, _mm_set1_ps(64.0f));
                _mm_storeu_ps(fb + t54, t56);
                _mm_storeu_ps(fa + t54, _mm_set1_ps(9.0f));
                i_vec_1 += 4L;
                __m128i t57 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(48));
                __m128i t58 = _mm_cmpgt_epi32(t57, _mm_set1_epi32(99));
                __m128i t59 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t58, _mm_set1_epi32(100)); });
                __m128i t60 = _mm_sub_epi32(t57, t59);
                if (i_vec_1 >= t49) {
                    break;
                }
                t2 = (vcc_v4_int)t60;
            }
            i = (int)((long)t43 + t49);
        } else {
            i = t43;
        }
        for (; i < n; i++) {
            long t61 = (long)i;
            fb[t61] = (float)(i * 37 % 100) / 64.0f;
            fa[t61] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        const int *t62 = b;
        keep_last(n, t62);
        printf(" last=%d", last_seen);
        const float *t63 = fb;
        keep_scaled(n, &last_scaled, fa, t63);
        unsigned long t64 = hash_bytes((const void *)fa, (unsigned long)n * 4UL);
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t64);
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        last_above(n, 900, t62);
        printf(" above=%d", last_seen);
        last_above(n, 5000, t62);
        printf(" none=%d", last_seen);
        const float *t65 = fa;
        last_heavy(n, 2.0f, t63, t65);
        printf(" heavy=%a", (double)last_scaled);
        last_heavy(n, 1e30f, t63, t65);
        printf(" heavy_none=%a", (double)last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", (int)s_out);
        reads_it(n, t62);
        printf(" reads=%d", last_seen);
        int *t66 = b2 + 0;
        *t66 = 11;
        may_alias(n, t66, b2);
        unsigned long t67 = (unsigned long)t4 * 4UL;
        const void *t68 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)hash_bytes(t68, t67));
        may_alias(n, b2 + n, b2 + 1);
        printf(" alias2=%llx\n", (unsigned long long)hash_bytes(t68, t67));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
