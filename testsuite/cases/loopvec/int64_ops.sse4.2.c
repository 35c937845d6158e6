/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef unsigned long long vcc_v2_ullong __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
__attribute__((target("sse4.2"))) void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:6 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_add_epi64(a_v, b_v);
            __m128i t4 = _mm_sub_epi64(t3, ((__m128i)(vcc_v2_llong){12345678901LL, 12345678901LL}));
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 2L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_add_epi64(a_v_1, b_v_1);
            __m128i t7 = _mm_sub_epi64(t6, ((__m128i)(vcc_v2_llong){12345678901LL, 12345678901LL}));
            _mm_storeu_si128((__m128i *)(c + t5), t7);
            long t8 = i_vec + 4L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_add_epi64(a_v_2, b_v_2);
            __m128i t10 = _mm_sub_epi64(t9, ((__m128i)(vcc_v2_llong){12345678901LL, 12345678901LL}));
            _mm_storeu_si128((__m128i *)(c + t8), t10);
            long t11 = i_vec + 6L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t12 = _mm_add_epi64(a_v_3, b_v_3);
            __m128i t13 = _mm_sub_epi64(t12, ((__m128i)(vcc_v2_llong){12345678901LL, 12345678901LL}));
            _mm_storeu_si128((__m128i *)(c + t11), t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at int64_ops.c:6 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i t18 = _mm_add_epi64(a_v_4, b_v_4);
            __m128i t19 = _mm_sub_epi64(t18, ((__m128i)(vcc_v2_llong){12345678901LL, 12345678901LL}));
            _mm_storeu_si128((__m128i *)(c + t17), t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = (long)((long long)(a[t20] + b[t20]) - 12345678901LL);
    }
}

__attribute__((target("sse4.2"))) void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:11 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = (__m128i)((vcc_v2_ullong)a_v * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){11400714819323198485ULL, 11400714819323198485ULL});
            __m128i t4 = _mm_srli_epi64(t3, 7);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 2L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t6 = (__m128i)((vcc_v2_ullong)a_v_1 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){11400714819323198485ULL, 11400714819323198485ULL});
            __m128i t7 = _mm_srli_epi64(t6, 7);
            _mm_storeu_si128((__m128i *)(c + t5), t7);
            long t8 = i_vec + 4L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = (__m128i)((vcc_v2_ullong)a_v_2 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){11400714819323198485ULL, 11400714819323198485ULL});
            __m128i t10 = _mm_srli_epi64(t9, 7);
            _mm_storeu_si128((__m128i *)(c + t8), t10);
            long t11 = i_vec + 6L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i t12 = (__m128i)((vcc_v2_ullong)a_v_3 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){11400714819323198485ULL, 11400714819323198485ULL});
            __m128i t13 = _mm_srli_epi64(t12, 7);
            _mm_storeu_si128((__m128i *)(c + t11), t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at int64_ops.c:11 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i t18 = (__m128i)((vcc_v2_ullong)a_v_4 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){11400714819323198485ULL, 11400714819323198485ULL});
            __m128i t19 = _mm_srli_epi64(t18, 7);
            _mm_storeu_si128((__m128i *)(c + t17), t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = (unsigned long)(((unsigned long long)a[t20] * 11400714819323198485ULL) >> 7);
    }
}

__attribute__((target("sse4.2"))) int64_t sum_i64(int n, const int64_t *a) {
    long s;
    int t6;
    long t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at int64_ops.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            s_v = _mm_add_epi64(s_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 2L)));
            s_v_1 = _mm_add_epi64(s_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            s_v_2 = _mm_add_epi64(s_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 6L)));
            s_v_3 = _mm_add_epi64(s_v_3, a_v_3);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t3 = _mm_add_epi64(s_v, s_v_1);
        __m128i t4 = _mm_add_epi64(t3, s_v_2);
        __m128i t5 = _mm_add_epi64(t4, s_v_3);
        t6 = (int)t2;
        t7 = (long)vcc_sse_reduce_epi64(t5, _mm_add_epi64, unsigned long);
    } else {
        t6 = 0;
        t7 = 0L;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 2L) {
        long t9 = t8 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at int64_ops.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            s_v_4 = _mm_add_epi64(s_v_4, a_v_4);
            i_vec_1 += 2L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (long)((unsigned long)t7 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("sse4.2"))) uint64_t xor_u64(int n, const uint64_t *a) {
    unsigned long x;
    int t6;
    unsigned long t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i x_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i x_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i x_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i x_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at int64_ops.c:24 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            x_v = _mm_xor_si128(x_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 2L)));
            x_v_1 = _mm_xor_si128(x_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            x_v_2 = _mm_xor_si128(x_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 6L)));
            x_v_3 = _mm_xor_si128(x_v_3, a_v_3);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t3 = _mm_xor_si128(x_v, x_v_1);
        __m128i t4 = _mm_xor_si128(t3, x_v_2);
        __m128i t5 = _mm_xor_si128(t4, x_v_3);
        t6 = (int)t2;
        t7 = 0UL ^ vcc_sse_reduce_epi64(t5, _mm_xor_si128, unsigned long);
    } else {
        t6 = 0;
        t7 = 0UL;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 2L) {
        long t9 = t8 & -2L;
        long i_vec_1 = 0L;
        __m128i x_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at int64_ops.c:24 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            x_v_4 = _mm_xor_si128(x_v_4, a_v_4);
            i_vec_1 += 2L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 ^ vcc_sse_reduce_epi64(x_v_4, _mm_xor_si128, unsigned long);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int64_t *a = new_array(n, 8), *b = new_array(n, 8), *c = new_array(n, 8);
        uint64_t *ua = new_array(n, 8), *uc = new_array(n, 8);
        FILL(a, n, -1000000, 2000000);
        FILL(b, n, -1000000, 2000000);
        for (int i = 0; i < n; i++) {
            a[i] *= 4099;
            ua[i] = ((uint64_t)next_rand() << 40) ^ next_rand();
        }
        add_i64(n, c, a, b);
        mulshift_u64(n, uc, ua);
        printf("n=%d add=%llx mulshift=%llx sum=%lld xor=%llx\n", n, HASH(c, n), HASH(uc, n),
               (long long)sum_i64(n, a), (unsigned long long)xor_u64(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
