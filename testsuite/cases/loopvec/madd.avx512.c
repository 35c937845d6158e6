/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    long t11;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (long)(int)((long)0 + t3);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t8 = _mm256_madd_epi16(t6, t7);
            t9 = _mm256_add_epi32(t4, t8);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t9));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        t11 = (long)i;
        s += (int)a[t11] * (int)b[t11];
    }
    return s;
}

/* A start value, the product written the other way round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    vcc_no_contract_body
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    long t11;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (long)(int)((long)0 + t3);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = _mm256_madd_epi16(t6, t7);
            t9 = _mm256_add_epi32(t4, t8);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)start + vcc_avx2_sum_epi32(t9));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        t11 = (long)i;
        s = (int)b[t11] * (int)a[t11] + s;
    }
    return s;
}

/* A sum of squares. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int squares(int n, const int16_t *restrict a) {
    vcc_no_contract_body
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int i;
    int t9;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t6 = _mm256_madd_epi16(t5, t5);
            t7 = _mm256_add_epi32(t4, t6);
            t8 = t3 + 16L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
            t4 = t7;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t7));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        t9 = (int)a[i];
        s += t9 * t9;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    long t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    long t22;
    __m256i t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    long t30;
    __m128i t31;
    __m128i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    long t38;
    int i;
    long t39;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = (long)(int)((long)0 + t3);
            t7 = (long)(int)((long)0 + (t3 + 8L));
            t8 = _mm_loadu_si128((const __m128i *)(a + t6));
            t9 = _mm_loadu_si128((const __m128i *)(a + t7));
            t10 = _mm_loadu_si128((const __m128i *)(b + t6));
            t11 = _mm_loadu_si128((const __m128i *)(b + t7));
            t12 = _mm256_cvtepu16_epi32(t8);
            t13 = _mm256_cvtepu16_epi32(t9);
            t14 = _mm256_cvtepu16_epi32(t10);
            t15 = _mm256_cvtepu16_epi32(t11);
            t16 = _mm256_mullo_epi32(t12, t14);
            t17 = _mm256_mullo_epi32(t13, t15);
            t18 = t16;
            t19 = _mm256_add_epi32(t4, t18);
            t20 = t17;
            t21 = _mm256_add_epi32(t5, t20);
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
            t4 = t19;
            t5 = t21;
        }
        t23 = _mm256_add_epi32(t19, t21);
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t23));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = _mm256_set1_epi32((int)0);
        for (;;) {
            t30 = (long)(int)((long)t24 + t28);
            t31 = _mm_loadu_si128((const __m128i *)(a + t30));
            t32 = _mm_loadu_si128((const __m128i *)(b + t30));
            t33 = _mm256_cvtepu16_epi32(t31);
            t34 = _mm256_cvtepu16_epi32(t32);
            t35 = _mm256_mullo_epi32(t33, t34);
            t36 = t35;
            t37 = _mm256_add_epi32(t29, t36);
            t38 = t28 + 8L;
            if (t38 >= t27) {
                break;
            }
            t28 = t38;
            t29 = t37;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_avx2_sum_epi32(t37));
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        s += (int)a[t39] * (int)b[t39];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    long s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    long t9;
    long t10;
    long t11;
    vcc_v4_short t12;
    vcc_v4_short t13;
    vcc_v4_short t14;
    vcc_v4_short t15;
    vcc_v4_short t16;
    vcc_v4_short t17;
    vcc_v4_short t18;
    vcc_v4_short t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    int t48;
    long t49;
    long t50;
    long t51;
    long t52;
    __m256i t53;
    long t54;
    vcc_v4_short t55;
    vcc_v4_short t56;
    __m128i t57;
    __m128i t58;
    __m128i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    long t63;
    int i;
    long t64;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = (long)(int)((long)0 + t3);
            t9 = (long)(int)((long)0 + (t3 + 4L));
            t10 = (long)(int)((long)0 + (t3 + 8L));
            t11 = (long)(int)((long)0 + (t3 + 12L));
            t12 = vcc_load(vcc_v4_short, a + t8);
            t13 = vcc_load(vcc_v4_short, a + t9);
            t14 = vcc_load(vcc_v4_short, a + t10);
            t15 = vcc_load(vcc_v4_short, a + t11);
            t16 = vcc_load(vcc_v4_short, b + t8);
            t17 = vcc_load(vcc_v4_short, b + t9);
            t18 = vcc_load(vcc_v4_short, b + t10);
            t19 = vcc_load(vcc_v4_short, b + t11);
            t20 = (__m128i)__builtin_convertvector(t12, vcc_v4_int);
            t21 = (__m128i)__builtin_convertvector(t13, vcc_v4_int);
            t22 = (__m128i)__builtin_convertvector(t14, vcc_v4_int);
            t23 = (__m128i)__builtin_convertvector(t15, vcc_v4_int);
            t24 = (__m128i)__builtin_convertvector(t16, vcc_v4_int);
            t25 = (__m128i)__builtin_convertvector(t17, vcc_v4_int);
            t26 = (__m128i)__builtin_convertvector(t18, vcc_v4_int);
            t27 = (__m128i)__builtin_convertvector(t19, vcc_v4_int);
            t28 = _mm_mullo_epi32(t20, t24);
            t29 = _mm_mullo_epi32(t21, t25);
            t30 = _mm_mullo_epi32(t22, t26);
            t31 = _mm_mullo_epi32(t23, t27);
            t32 = _mm256_cvtepi32_epi64(t28);
            t33 = _mm256_cvtepi32_epi64(t29);
            t34 = _mm256_cvtepi32_epi64(t30);
            t35 = _mm256_cvtepi32_epi64(t31);
            t36 = t32;
            t37 = _mm256_add_epi64(t4, t36);
            t38 = t33;
            t39 = _mm256_add_epi64(t5, t38);
            t40 = t34;
            t41 = _mm256_add_epi64(t6, t40);
            t42 = t35;
            t43 = _mm256_add_epi64(t7, t42);
            t44 = t3 + 16L;
            if (t44 >= t2) {
                break;
            }
            t3 = t44;
            t4 = t37;
            t5 = t39;
            t6 = t41;
            t7 = t43;
        }
        t45 = _mm256_add_epi64(t37, t39);
        t46 = _mm256_add_epi64(t45, t41);
        t47 = _mm256_add_epi64(t46, t43);
        t48 = (int)((long)0 + t2);
        t49 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t47, +));
    } else {
        t48 = 0;
        t49 = 0L;
    }
    t50 = (long)n + (long)t48 * -1L;
    if (t50 >= 4L) {
        t51 = t50 & -4L;
        t52 = 0L;
        t53 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t54 = (long)(int)((long)t48 + t52);
            t55 = vcc_load(vcc_v4_short, a + t54);
            t56 = vcc_load(vcc_v4_short, b + t54);
            t57 = (__m128i)__builtin_convertvector(t55, vcc_v4_int);
            t58 = (__m128i)__builtin_convertvector(t56, vcc_v4_int);
            t59 = _mm_mullo_epi32(t57, t58);
            t60 = _mm256_cvtepi32_epi64(t59);
            t61 = t60;
            t62 = _mm256_add_epi64(t53, t61);
            t63 = t52 + 4L;
            if (t63 >= t51) {
                break;
            }
            t52 = t63;
            t53 = t62;
        }
        i = (int)((long)t48 + t51);
        s = (long)((unsigned long)t49 + vcc_reduce(unsigned long, (vcc_v4_ulong)t62, +));
    } else {
        i = t48;
        s = t49;
    }
    for (; i < n; i++) {
        t64 = (long)i;
        s += (long)((int)a[t64] * (int)b[t64]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    long t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    long t22;
    __m256i t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    long t30;
    __m128i t31;
    __m128i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    long t38;
    int i;
    long t39;
    int t;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = (long)(int)((long)0 + t3);
            t7 = (long)(int)((long)0 + (t3 + 8L));
            t8 = _mm_loadu_si128((const __m128i *)(a + t6));
            t9 = _mm_loadu_si128((const __m128i *)(a + t7));
            t10 = _mm_loadu_si128((const __m128i *)(b + t6));
            t11 = _mm_loadu_si128((const __m128i *)(b + t7));
            t12 = _mm256_cvtepi16_epi32(t8);
            t13 = _mm256_cvtepi16_epi32(t9);
            t14 = _mm256_cvtepi16_epi32(t10);
            t15 = _mm256_cvtepi16_epi32(t11);
            t16 = _mm256_mullo_epi32(t12, t14);
            t17 = _mm256_mullo_epi32(t13, t15);
            _mm256_storeu_si256((__m256i *)(p + t6), t16);
            _mm256_storeu_si256((__m256i *)(p + t7), t17);
            t18 = t16;
            t19 = _mm256_add_epi32(t4, t18);
            t20 = t17;
            t21 = _mm256_add_epi32(t5, t20);
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
            t4 = t19;
            t5 = t21;
        }
        t23 = _mm256_add_epi32(t19, t21);
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t23));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = _mm256_set1_epi32((int)0);
        for (;;) {
            t30 = (long)(int)((long)t24 + t28);
            t31 = _mm_loadu_si128((const __m128i *)(a + t30));
            t32 = _mm_loadu_si128((const __m128i *)(b + t30));
            t33 = _mm256_cvtepi16_epi32(t31);
            t34 = _mm256_cvtepi16_epi32(t32);
            t35 = _mm256_mullo_epi32(t33, t34);
            _mm256_storeu_si256((__m256i *)(p + t30), t35);
            t36 = t35;
            t37 = _mm256_add_epi32(t29, t36);
            t38 = t28 + 8L;
            if (t38 >= t27) {
                break;
            }
            t28 = t38;
            t29 = t37;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_avx2_sum_epi32(t37));
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        t = (int)a[t39] * (int)b[t39];
        p[t39] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
