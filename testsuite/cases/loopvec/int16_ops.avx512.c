/* vcc: vector types and helpers */
#include <immintrin.h>
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    int i;
    long t31;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t10 = t6;
            t11 = t7;
            t12 = t8;
            t13 = t9;
            t14 = _mm256_mullo_epi16(t10, t12);
            t15 = _mm256_mullo_epi16(t11, t13);
            t16 = t14;
            t17 = t15;
            _mm256_storeu_si256((__m256i *)(c + t4), t16);
            _mm256_storeu_si256((__m256i *)(c + t5), t17);
            t18 = t3 + 32L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            t25 = _mm256_loadu_si256((const __m256i *)(b + t23));
            t26 = t24;
            t27 = t25;
            t28 = _mm256_mullo_epi16(t26, t27);
            t29 = t28;
            _mm256_storeu_si256((__m256i *)(c + t23), t29);
            t30 = t22 + 16L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        c[t31] = (short)((int)a[t31] * (int)b[t31]);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    int i;
    long t31;
    int t32;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = t6;
            t9 = t7;
            t10 = (__m256i)((vcc_v16_ushort)t8 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            t11 = (__m256i)((vcc_v16_ushort)t9 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            t12 = (__m256i)((vcc_v16_ushort)t8 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            t13 = (__m256i)((vcc_v16_ushort)t9 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            t14 = _mm256_or_si256(t10, t12);
            t15 = _mm256_or_si256(t11, t13);
            t16 = t14;
            t17 = t15;
            _mm256_storeu_si256((__m256i *)(c + t4), t16);
            _mm256_storeu_si256((__m256i *)(c + t5), t17);
            t18 = t3 + 32L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            t25 = t24;
            t26 = (__m256i)((vcc_v16_ushort)t25 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            t27 = (__m256i)((vcc_v16_ushort)t25 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            t28 = _mm256_or_si256(t26, t27);
            t29 = t28;
            _mm256_storeu_si256((__m256i *)(c + t23), t29);
            t30 = t22 + 16L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        t32 = (int)a[t31];
        c[t31] = (unsigned short)((t32 >> 3) | (t32 << 13));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short sum_short(int n, const short *a) {
    vcc_no_contract_body
    short s;
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m256i t10;
    __m256i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    long t18;
    __m128i t19;
    int t20;
    short t21;
    long t22;
    long t23;
    long t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m256i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    long t32;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm_set1_epi16((short)0);
        t5 = _mm_set1_epi16((short)0);
        for (;;) {
            t6 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t7 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = t4;
            t9 = t5;
            t10 = _mm256_cvtepi16_epi32(t6);
            t11 = _mm256_cvtepi16_epi32(t7);
            t12 = _mm256_cvtepi32_epi16(t10);
            t13 = _mm_add_epi16(t8, t12);
            t14 = _mm256_cvtepi32_epi16(t11);
            t15 = _mm_add_epi16(t9, t14);
            t16 = t13;
            t17 = t15;
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = _mm_add_epi16(t16, t17);
        t20 = (int)((long)0 + t2);
        t21 = (short)(unsigned short)((unsigned short)(short)0 + vcc_reduce(unsigned short, (vcc_v8_ushort)t19, +));
    } else {
        t20 = 0;
        t21 = (short)0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm_set1_epi16((short)0);
        for (;;) {
            t26 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t20 + t24)));
            t27 = t25;
            t28 = _mm256_cvtepi16_epi32(t26);
            t29 = _mm256_cvtepi32_epi16(t28);
            t30 = _mm_add_epi16(t27, t29);
            t31 = t30;
            t32 = t24 + 8L;
            if (t32 >= t23) {
                break;
            }
            t24 = t32;
            t25 = t31;
        }
        i = (int)((long)t20 + t23);
        s = (short)(unsigned short)((unsigned short)t21 + vcc_reduce(unsigned short, (vcc_v8_ushort)t31, +));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned short xor_u16(int n, const unsigned short *a) {
    vcc_no_contract_body
    unsigned short x;
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
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
    long t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    int t36;
    unsigned short t37;
    long t38;
    long t39;
    long t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m256i t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    long t48;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm_set1_epi16((short)0);
        t5 = _mm_set1_epi16((short)0);
        t6 = _mm_set1_epi16((short)0);
        t7 = _mm_set1_epi16((short)0);
        for (;;) {
            t8 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t9 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = t4;
            t13 = t5;
            t14 = t6;
            t15 = t7;
            t16 = _mm256_cvtepu16_epi32(t8);
            t17 = _mm256_cvtepu16_epi32(t9);
            t18 = _mm256_cvtepu16_epi32(t10);
            t19 = _mm256_cvtepu16_epi32(t11);
            t20 = _mm256_cvtepi32_epi16(t16);
            t21 = _mm_xor_si128(t12, t20);
            t22 = _mm256_cvtepi32_epi16(t17);
            t23 = _mm_xor_si128(t13, t22);
            t24 = _mm256_cvtepi32_epi16(t18);
            t25 = _mm_xor_si128(t14, t24);
            t26 = _mm256_cvtepi32_epi16(t19);
            t27 = _mm_xor_si128(t15, t26);
            t28 = t21;
            t29 = t23;
            t30 = t25;
            t31 = t27;
            t32 = t3 + 32L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
            t4 = t28;
            t5 = t29;
            t6 = t30;
            t7 = t31;
        }
        t33 = _mm_xor_si128(t28, t29);
        t34 = _mm_xor_si128(t33, t30);
        t35 = _mm_xor_si128(t34, t31);
        t36 = (int)((long)0 + t2);
        t37 = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, (vcc_v8_ushort)t35, ^));
    } else {
        t36 = 0;
        t37 = (unsigned short)23130;
    }
    t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t40 = 0L;
        t41 = _mm_set1_epi16((short)0);
        for (;;) {
            t42 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t36 + t40)));
            t43 = t41;
            t44 = _mm256_cvtepu16_epi32(t42);
            t45 = _mm256_cvtepi32_epi16(t44);
            t46 = _mm_xor_si128(t43, t45);
            t47 = t46;
            t48 = t40 + 8L;
            if (t48 >= t39) {
                break;
            }
            t40 = t48;
            t41 = t47;
        }
        i = (int)((long)t36 + t39);
        x = (unsigned short)(t37 ^ vcc_reduce(unsigned short, (vcc_v8_ushort)t47, ^));
    } else {
        i = t36;
        x = t37;
    }
    for (; i < n; i++) {
        x = (unsigned short)((int)x ^ (int)a[i]);
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *c = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *uc = new_array(n, 2);
        FILL(a, n, -32768, 65536);
        FILL(b, n, -300, 600);
        FILL(ua, n, 0, 65536);
        mul_i16(n, c, a, b);
        shr_u16(n, uc, ua);
        printf("n=%d mul=%llx shr=%llx sum=%d xor=%u\n", n, HASH(c, n), HASH(uc, n), sum_short(n, a), xor_u16(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
