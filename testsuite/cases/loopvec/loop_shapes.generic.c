/* vcc: vector types and helpers */
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 sse4.2=3 sse2=3 neon=4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
void count_down_store(int n, int *restrict a, const int *restrict b) {
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int t3 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            long t5 = (long)((int)((long)n + i_vec * -1L) - 1);
            vcc_v8_int t6 = vcc_load(vcc_v8_int, b + t5 + -7);
            vcc_v8_int b_v = __builtin_shufflevector(t6, t6, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t7 = b_v + i_v_2;
            vcc_v8_int t8 = __builtin_shufflevector(t7, t7, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t5 + -7, t8);
            vcc_v8_uint t9 = i_v + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t9;
            long t10 = (long)((int)((long)n + (i_vec + 8L) * -1L) - 1);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t10 + -7);
            vcc_v8_int b_v_1 = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t12 = b_v_1 + i_v_3;
            vcc_v8_int t13 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t10 + -7, t13);
            vcc_v8_uint t14 = i_v + (vcc_v8_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t14;
            long t15 = (long)((int)((long)n + (i_vec + 16L) * -1L) - 1);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t15 + -7);
            vcc_v8_int b_v_2 = __builtin_shufflevector(t16, t16, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t17 = b_v_2 + i_v_4;
            vcc_v8_int t18 = __builtin_shufflevector(t17, t17, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t15 + -7, t18);
            vcc_v8_uint t19 = i_v + (vcc_v8_uint){4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U};
            vcc_v8_int i_v_5 = (vcc_v8_int)t19;
            long t20 = (long)((int)((long)n + (i_vec + 24L) * -1L) - 1);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, b + t20 + -7);
            vcc_v8_int b_v_3 = __builtin_shufflevector(t21, t21, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t22 = b_v_3 + i_v_5;
            vcc_v8_int t23 = __builtin_shufflevector(t22, t22, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t20 + -7, t23);
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U};
        } while (i_vec < t2);
        t24 = (int)((long)n + t2 * -1L);
    } else {
        t24 = n;
    }
    long t25 = (long)t24;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        vcc_v8_int t27 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint i_v_1 = t28 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
            long t29 = (long)((int)((long)t24 + i_vec_1 * -1L) - 1);
            vcc_v8_int t30 = vcc_load(vcc_v8_int, b + t29 + -7);
            vcc_v8_int b_v_4 = __builtin_shufflevector(t30, t30, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t31 = b_v_4 + i_v_6;
            vcc_v8_int t32 = __builtin_shufflevector(t31, t31, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t29 + -7, t32);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26 * -1L);
    } else {
        i = t24;
    }
    while (i > 0) {
        int t33 = i - 1;
        long t34 = (long)t33;
        a[t34] = b[t34] + i;
        i = t33;
    }
}

void while_loop(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t3 = b_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t4 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t6 = b_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t7 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int t9 = b_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t10 = t9 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t11);
            vcc_v8_int t12 = b_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int t18 = b_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t19 = t18 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    while (i < n) {
        long t20 = (long)i;
        a[t20] = b[t20] * 3 + 1;
        i++;
    }
}

void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    unsigned int t14;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint i_v = t3 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint b_v = vcc_load(vcc_v8_uint, b + i_vec);
            vcc_v8_uint t4 = b_v + i_v;
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_uint t6 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_uint b_v_1 = vcc_load(vcc_v8_uint, b + t5);
            vcc_v8_uint t7 = b_v_1 + t6;
            vcc_store(a + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_uint t9 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_uint b_v_2 = vcc_load(vcc_v8_uint, b + t8);
            vcc_v8_uint t10 = b_v_2 + t9;
            vcc_store(a + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_uint t12 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_uint b_v_3 = vcc_load(vcc_v8_uint, b + t11);
            vcc_v8_uint t13 = b_v_3 + t12;
            vcc_store(a + t11, t13);
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (i_vec < t2);
        t14 = (unsigned int)t2;
    } else {
        t14 = 0U;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        vcc_v8_uint t17 = (vcc_v8_uint){t14, t14, t14, t14, t14, t14, t14, t14};
        vcc_v8_uint i_v_1 = t17 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t14 + i_vec_1;
            vcc_v8_uint b_v_4 = vcc_load(vcc_v8_uint, b + t18);
            vcc_v8_uint t19 = b_v_4 + i_v_1;
            vcc_store(a + t18, t19);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t16);
        i = (unsigned int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] + i;
    }
}

void long_from_offset(long lo, long hi, long *restrict a) {
    long t12;
    long i;
    long t1 = lo * -1L + hi;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_long t3 = (vcc_v4_long){lo, lo, lo, lo};
        vcc_v4_ulong t4 = (vcc_v4_ulong)t3;
        vcc_v4_ulong i_v = t4 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long i_v_2 = (vcc_v4_long)i_v;
            vcc_v4_long t5 = i_v_2 * i_v_2;
            vcc_store(a + (lo + i_vec), t5);
            vcc_v4_ulong t6 = i_v + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
            vcc_v4_long i_v_3 = (vcc_v4_long)t6;
            vcc_v4_long t7 = i_v_3 * i_v_3;
            vcc_store(a + (lo + (i_vec + 4L)), t7);
            vcc_v4_ulong t8 = i_v + (vcc_v4_ulong){8UL, 8UL, 8UL, 8UL};
            vcc_v4_long i_v_4 = (vcc_v4_long)t8;
            vcc_v4_long t9 = i_v_4 * i_v_4;
            vcc_store(a + (lo + (i_vec + 8L)), t9);
            vcc_v4_ulong t10 = i_v + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            vcc_v4_long i_v_5 = (vcc_v4_long)t10;
            vcc_v4_long t11 = i_v_5 * i_v_5;
            vcc_store(a + (lo + (i_vec + 12L)), t11);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
        } while (i_vec < t2);
        t12 = lo + t2;
    } else {
        t12 = lo;
    }
    long t13 = hi + t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        vcc_v4_long t15 = (vcc_v4_long){t12, t12, t12, t12};
        vcc_v4_ulong t16 = (vcc_v4_ulong)t15;
        vcc_v4_ulong i_v_1 = t16 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long i_v_6 = (vcc_v4_long)i_v_1;
            vcc_v4_long t17 = i_v_6 * i_v_6;
            vcc_store(a + (t12 + i_vec_1), t17);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
        } while (i_vec_1 < t14);
        i = t12 + t14;
    } else {
        i = t12;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
