/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 avx512vbmi-zmm=9 sse4.2=9 neon=6 sse2=8 */
#include "harness.h"

/* 64-bit products of operands widened from 32-bit integers: on x86 one pmuldq (signed) or
   pmuludq (unsigned) of the widened lanes, which reads only each lane's low 32 bits. Exact only
   when both operands are widened with one signedness, or are constants of the 32-bit type's
   range: the mixed kernels and the constants just outside that range must keep the full
   64-bit multiply. Inputs are drawn from the ends of the 32-bit ranges. */

void mul_ss(int n, long long *restrict d, const int *a, const int *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_llong t3 = __builtin_convertvector(a_v, vcc_v4_llong);
            vcc_v4_int b_v = vcc_load(vcc_v4_int, b + i_vec);
            vcc_v4_llong t4 = __builtin_convertvector(b_v, vcc_v4_llong);
            vcc_v4_llong t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, a + t6);
            vcc_v4_llong t7 = __builtin_convertvector(a_v_1, vcc_v4_llong);
            vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t6);
            vcc_v4_llong t8 = __builtin_convertvector(b_v_1, vcc_v4_llong);
            vcc_v4_llong t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, a + t10);
            vcc_v4_llong t11 = __builtin_convertvector(a_v_2, vcc_v4_llong);
            vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t10);
            vcc_v4_llong t12 = __builtin_convertvector(b_v_2, vcc_v4_llong);
            vcc_v4_llong t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, a + t14);
            vcc_v4_llong t15 = __builtin_convertvector(a_v_3, vcc_v4_llong);
            vcc_v4_int b_v_3 = vcc_load(vcc_v4_int, b + t14);
            vcc_v4_llong t16 = __builtin_convertvector(b_v_3, vcc_v4_llong);
            vcc_v4_llong t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, a + t21);
            vcc_v4_llong t22 = __builtin_convertvector(a_v_4, vcc_v4_llong);
            vcc_v4_int b_v_4 = vcc_load(vcc_v4_int, b + t21);
            vcc_v4_llong t23 = __builtin_convertvector(b_v_4, vcc_v4_llong);
            vcc_v4_llong t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long long)a[t25] * (long long)b[t25];
    }
}

void mul_uu(int n, unsigned long long *restrict d, const unsigned *a, const unsigned *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:16 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uint a_v = vcc_load(vcc_v4_uint, a + i_vec);
            vcc_v4_ullong t3 = __builtin_convertvector(a_v, vcc_v4_ullong);
            vcc_v4_uint b_v = vcc_load(vcc_v4_uint, b + i_vec);
            vcc_v4_ullong t4 = __builtin_convertvector(b_v, vcc_v4_ullong);
            vcc_v4_ullong t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_uint a_v_1 = vcc_load(vcc_v4_uint, a + t6);
            vcc_v4_ullong t7 = __builtin_convertvector(a_v_1, vcc_v4_ullong);
            vcc_v4_uint b_v_1 = vcc_load(vcc_v4_uint, b + t6);
            vcc_v4_ullong t8 = __builtin_convertvector(b_v_1, vcc_v4_ullong);
            vcc_v4_ullong t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_uint a_v_2 = vcc_load(vcc_v4_uint, a + t10);
            vcc_v4_ullong t11 = __builtin_convertvector(a_v_2, vcc_v4_ullong);
            vcc_v4_uint b_v_2 = vcc_load(vcc_v4_uint, b + t10);
            vcc_v4_ullong t12 = __builtin_convertvector(b_v_2, vcc_v4_ullong);
            vcc_v4_ullong t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_uint a_v_3 = vcc_load(vcc_v4_uint, a + t14);
            vcc_v4_ullong t15 = __builtin_convertvector(a_v_3, vcc_v4_ullong);
            vcc_v4_uint b_v_3 = vcc_load(vcc_v4_uint, b + t14);
            vcc_v4_ullong t16 = __builtin_convertvector(b_v_3, vcc_v4_ullong);
            vcc_v4_ullong t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:16 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_uint a_v_4 = vcc_load(vcc_v4_uint, a + t21);
            vcc_v4_ullong t22 = __builtin_convertvector(a_v_4, vcc_v4_ullong);
            vcc_v4_uint b_v_4 = vcc_load(vcc_v4_uint, b + t21);
            vcc_v4_ullong t23 = __builtin_convertvector(b_v_4, vcc_v4_ullong);
            vcc_v4_ullong t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned long long)a[t25] * (unsigned long long)b[t25];
    }
}

/* Signed 32-bit values converted to an unsigned 64-bit type: still sign-extended. */
void mul_s_to_u(int n, unsigned long long *restrict d, const int *a, const int *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_ullong t3 = __builtin_convertvector(a_v, vcc_v4_ullong);
            vcc_v4_int b_v = vcc_load(vcc_v4_int, b + i_vec);
            vcc_v4_ullong t4 = __builtin_convertvector(b_v, vcc_v4_ullong);
            vcc_v4_ullong t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, a + t6);
            vcc_v4_ullong t7 = __builtin_convertvector(a_v_1, vcc_v4_ullong);
            vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t6);
            vcc_v4_ullong t8 = __builtin_convertvector(b_v_1, vcc_v4_ullong);
            vcc_v4_ullong t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, a + t10);
            vcc_v4_ullong t11 = __builtin_convertvector(a_v_2, vcc_v4_ullong);
            vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t10);
            vcc_v4_ullong t12 = __builtin_convertvector(b_v_2, vcc_v4_ullong);
            vcc_v4_ullong t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, a + t14);
            vcc_v4_ullong t15 = __builtin_convertvector(a_v_3, vcc_v4_ullong);
            vcc_v4_int b_v_3 = vcc_load(vcc_v4_int, b + t14);
            vcc_v4_ullong t16 = __builtin_convertvector(b_v_3, vcc_v4_ullong);
            vcc_v4_ullong t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, a + t21);
            vcc_v4_ullong t22 = __builtin_convertvector(a_v_4, vcc_v4_ullong);
            vcc_v4_int b_v_4 = vcc_load(vcc_v4_int, b + t21);
            vcc_v4_ullong t23 = __builtin_convertvector(b_v_4, vcc_v4_ullong);
            vcc_v4_ullong t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned long long)a[t25] * (unsigned long long)b[t25];
    }
}

/* One signed and one unsigned operand: no single instruction. */
void mul_mixed(int n, long long *restrict d, const int *a, const unsigned *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_llong t3 = __builtin_convertvector(a_v, vcc_v4_llong);
            vcc_v4_uint b_v = vcc_load(vcc_v4_uint, b + i_vec);
            vcc_v4_llong t4 = __builtin_convertvector(b_v, vcc_v4_llong);
            vcc_v4_llong t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, a + t6);
            vcc_v4_llong t7 = __builtin_convertvector(a_v_1, vcc_v4_llong);
            vcc_v4_uint b_v_1 = vcc_load(vcc_v4_uint, b + t6);
            vcc_v4_llong t8 = __builtin_convertvector(b_v_1, vcc_v4_llong);
            vcc_v4_llong t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, a + t10);
            vcc_v4_llong t11 = __builtin_convertvector(a_v_2, vcc_v4_llong);
            vcc_v4_uint b_v_2 = vcc_load(vcc_v4_uint, b + t10);
            vcc_v4_llong t12 = __builtin_convertvector(b_v_2, vcc_v4_llong);
            vcc_v4_llong t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, a + t14);
            vcc_v4_llong t15 = __builtin_convertvector(a_v_3, vcc_v4_llong);
            vcc_v4_uint b_v_3 = vcc_load(vcc_v4_uint, b + t14);
            vcc_v4_llong t16 = __builtin_convertvector(b_v_3, vcc_v4_llong);
            vcc_v4_llong t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, a + t21);
            vcc_v4_llong t22 = __builtin_convertvector(a_v_4, vcc_v4_llong);
            vcc_v4_uint b_v_4 = vcc_load(vcc_v4_uint, b + t21);
            vcc_v4_llong t23 = __builtin_convertvector(b_v_4, vcc_v4_llong);
            vcc_v4_llong t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long long)a[t25] * (long long)b[t25];
    }
}

void mul_const_ends(int n, long long *restrict d, long long *restrict e, const int *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:33 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = a + i_vec;
            vcc_v4_int a_v = vcc_load(vcc_v4_int, t3);
            vcc_v4_llong t4 = __builtin_convertvector(a_v, vcc_v4_llong);
            vcc_v4_llong t5 = t4 * (vcc_v4_llong){-2147483648LL, -2147483648LL, -2147483648LL, -2147483648LL};
            vcc_store(d + i_vec, t5);
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, t3);
            vcc_v4_llong t6 = __builtin_convertvector(a_v_1, vcc_v4_llong);
            vcc_v4_llong t7 = t6 * (vcc_v4_llong){2147483647LL, 2147483647LL, 2147483647LL, 2147483647LL};
            vcc_store(e + i_vec, t7);
            long t8 = i_vec + 4L;
            const int *t9 = a + t8;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, t9);
            vcc_v4_llong t10 = __builtin_convertvector(a_v_2, vcc_v4_llong);
            vcc_v4_llong t11 = t10 * (vcc_v4_llong){-2147483648LL, -2147483648LL, -2147483648LL, -2147483648LL};
            vcc_store(d + t8, t11);
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, t9);
            vcc_v4_llong t12 = __builtin_convertvector(a_v_3, vcc_v4_llong);
            vcc_v4_llong t13 = t12 * (vcc_v4_llong){2147483647LL, 2147483647LL, 2147483647LL, 2147483647LL};
            vcc_store(e + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const int *t18 = a + t17;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, t18);
            vcc_v4_llong t19 = __builtin_convertvector(a_v_4, vcc_v4_llong);
            vcc_v4_llong t20 = t19 * (vcc_v4_llong){-2147483648LL, -2147483648LL, -2147483648LL, -2147483648LL};
            vcc_store(d + t17, t20);
            vcc_v4_int a_v_5 = vcc_load(vcc_v4_int, t18);
            vcc_v4_llong t21 = __builtin_convertvector(a_v_5, vcc_v4_llong);
            vcc_v4_llong t22 = t21 * (vcc_v4_llong){2147483647LL, 2147483647LL, 2147483647LL, 2147483647LL};
            vcc_store(e + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        const int *t24 = a + t23;
        d[t23] = (long long)*t24 * -2147483648LL;
        e[t23] = (long long)*t24 * 2147483647LL;
    }
}

/* Constants one past the signed range: the full multiply. */
void mul_const_outside(int n, long long *restrict d, long long *restrict e, const int *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:41 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = a + i_vec;
            vcc_v4_int a_v = vcc_load(vcc_v4_int, t3);
            vcc_v4_llong t4 = __builtin_convertvector(a_v, vcc_v4_llong);
            vcc_v4_llong t5 = t4 * (vcc_v4_llong){2147483648LL, 2147483648LL, 2147483648LL, 2147483648LL};
            vcc_store(d + i_vec, t5);
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, t3);
            vcc_v4_llong t6 = __builtin_convertvector(a_v_1, vcc_v4_llong);
            vcc_v4_llong t7 = t6 * (vcc_v4_llong){-2147483649LL, -2147483649LL, -2147483649LL, -2147483649LL};
            vcc_store(e + i_vec, t7);
            long t8 = i_vec + 4L;
            const int *t9 = a + t8;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, t9);
            vcc_v4_llong t10 = __builtin_convertvector(a_v_2, vcc_v4_llong);
            vcc_v4_llong t11 = t10 * (vcc_v4_llong){2147483648LL, 2147483648LL, 2147483648LL, 2147483648LL};
            vcc_store(d + t8, t11);
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, t9);
            vcc_v4_llong t12 = __builtin_convertvector(a_v_3, vcc_v4_llong);
            vcc_v4_llong t13 = t12 * (vcc_v4_llong){-2147483649LL, -2147483649LL, -2147483649LL, -2147483649LL};
            vcc_store(e + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const int *t18 = a + t17;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, t18);
            vcc_v4_llong t19 = __builtin_convertvector(a_v_4, vcc_v4_llong);
            vcc_v4_llong t20 = t19 * (vcc_v4_llong){2147483648LL, 2147483648LL, 2147483648LL, 2147483648LL};
            vcc_store(d + t17, t20);
            vcc_v4_int a_v_5 = vcc_load(vcc_v4_int, t18);
            vcc_v4_llong t21 = __builtin_convertvector(a_v_5, vcc_v4_llong);
            vcc_v4_llong t22 = t21 * (vcc_v4_llong){-2147483649LL, -2147483649LL, -2147483649LL, -2147483649LL};
            vcc_store(e + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        const int *t24 = a + t23;
        d[t23] = (long long)*t24 * 2147483648LL;
        e[t23] = (long long)*t24 * -2147483649LL;
    }
}

void mul_u_const(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:48 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            const unsigned int *t3 = a + i_vec;
            vcc_v4_uint a_v = vcc_load(vcc_v4_uint, t3);
            vcc_v4_ullong t4 = __builtin_convertvector(a_v, vcc_v4_ullong);
            vcc_v4_ullong t5 = t4 * (vcc_v4_ullong){4294967295ULL, 4294967295ULL, 4294967295ULL, 4294967295ULL};
            vcc_store(d + i_vec, t5);
            vcc_v4_uint a_v_1 = vcc_load(vcc_v4_uint, t3);
            vcc_v4_ullong t6 = __builtin_convertvector(a_v_1, vcc_v4_ullong);
            vcc_v4_ullong t7 = t6 * (vcc_v4_ullong){4294967296ULL, 4294967296ULL, 4294967296ULL, 4294967296ULL};
            vcc_store(e + i_vec, t7);
            long t8 = i_vec + 4L;
            const unsigned int *t9 = a + t8;
            vcc_v4_uint a_v_2 = vcc_load(vcc_v4_uint, t9);
            vcc_v4_ullong t10 = __builtin_convertvector(a_v_2, vcc_v4_ullong);
            vcc_v4_ullong t11 = t10 * (vcc_v4_ullong){4294967295ULL, 4294967295ULL, 4294967295ULL, 4294967295ULL};
            vcc_store(d + t8, t11);
            vcc_v4_uint a_v_3 = vcc_load(vcc_v4_uint, t9);
            vcc_v4_ullong t12 = __builtin_convertvector(a_v_3, vcc_v4_ullong);
            vcc_v4_ullong t13 = t12 * (vcc_v4_ullong){4294967296ULL, 4294967296ULL, 4294967296ULL, 4294967296ULL};
            vcc_store(e + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const unsigned int *t18 = a + t17;
            vcc_v4_uint a_v_4 = vcc_load(vcc_v4_uint, t18);
            vcc_v4_ullong t19 = __builtin_convertvector(a_v_4, vcc_v4_ullong);
            vcc_v4_ullong t20 = t19 * (vcc_v4_ullong){4294967295ULL, 4294967295ULL, 4294967295ULL, 4294967295ULL};
            vcc_store(d + t17, t20);
            vcc_v4_uint a_v_5 = vcc_load(vcc_v4_uint, t18);
            vcc_v4_ullong t21 = __builtin_convertvector(a_v_5, vcc_v4_ullong);
            vcc_v4_ullong t22 = t21 * (vcc_v4_ullong){4294967296ULL, 4294967296ULL, 4294967296ULL, 4294967296ULL};
            vcc_store(e + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        const unsigned int *t24 = a + t23;
        d[t23] = (unsigned long long)*t24 * 4294967295ULL;
        e[t23] = (unsigned long long)*t24 * 4294967296ULL;
    }
}

/* Summed unsigned: signed sums of products at the ends of the range overflow. */
unsigned long long dot_ss(int n, const int *a, const int *b) {
    unsigned long long s;
    int t25;
    unsigned long long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ullong s_v = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_1 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_2 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_3 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_load(vcc_v4_int, a + i_vec);
            vcc_v4_llong t3 = __builtin_convertvector(a_v, vcc_v4_llong);
            vcc_v4_int b_v = vcc_load(vcc_v4_int, b + i_vec);
            vcc_v4_llong t4 = __builtin_convertvector(b_v, vcc_v4_llong);
            vcc_v4_llong t5 = t3 * t4;
            vcc_v4_ullong t6 = (vcc_v4_ullong)t5;
            s_v = s_v + t6;
            long t7 = i_vec + 4L;
            vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, a + t7);
            vcc_v4_llong t8 = __builtin_convertvector(a_v_1, vcc_v4_llong);
            vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t7);
            vcc_v4_llong t9 = __builtin_convertvector(b_v_1, vcc_v4_llong);
            vcc_v4_llong t10 = t8 * t9;
            vcc_v4_ullong t11 = (vcc_v4_ullong)t10;
            s_v_1 = s_v_1 + t11;
            long t12 = i_vec + 8L;
            vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, a + t12);
            vcc_v4_llong t13 = __builtin_convertvector(a_v_2, vcc_v4_llong);
            vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t12);
            vcc_v4_llong t14 = __builtin_convertvector(b_v_2, vcc_v4_llong);
            vcc_v4_llong t15 = t13 * t14;
            vcc_v4_ullong t16 = (vcc_v4_ullong)t15;
            s_v_2 = s_v_2 + t16;
            long t17 = i_vec + 12L;
            vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, a + t17);
            vcc_v4_llong t18 = __builtin_convertvector(a_v_3, vcc_v4_llong);
            vcc_v4_int b_v_3 = vcc_load(vcc_v4_int, b + t17);
            vcc_v4_llong t19 = __builtin_convertvector(b_v_3, vcc_v4_llong);
            vcc_v4_llong t20 = t18 * t19;
            vcc_v4_ullong t21 = (vcc_v4_ullong)t20;
            s_v_3 = s_v_3 + t21;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ullong t22 = s_v + s_v_1;
        vcc_v4_ullong t23 = t22 + s_v_2;
        vcc_v4_ullong t24 = t23 + s_v_3;
        t25 = (int)t2;
        t26 = vcc_reduce(unsigned long long, t24, +);
    } else {
        t25 = 0;
        t26 = 0ULL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ullong s_v_4 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, a + t29);
            vcc_v4_llong t30 = __builtin_convertvector(a_v_4, vcc_v4_llong);
            vcc_v4_int b_v_4 = vcc_load(vcc_v4_int, b + t29);
            vcc_v4_llong t31 = __builtin_convertvector(b_v_4, vcc_v4_llong);
            vcc_v4_llong t32 = t30 * t31;
            vcc_v4_ullong t33 = (vcc_v4_ullong)t32;
            s_v_4 = s_v_4 + t33;
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s = t26 + vcc_reduce(unsigned long long, s_v_4, +);
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        s += (unsigned long long)((long long)a[t34] * (long long)b[t34]);
    }
    return s;
}

unsigned long long dot_uu(int n, const unsigned *a, const unsigned *b) {
    unsigned long long s;
    int t21;
    unsigned long long t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ullong s_v = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_1 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_2 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_3 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:64 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uint a_v = vcc_load(vcc_v4_uint, a + i_vec);
            vcc_v4_ullong t3 = __builtin_convertvector(a_v, vcc_v4_ullong);
            vcc_v4_uint b_v = vcc_load(vcc_v4_uint, b + i_vec);
            vcc_v4_ullong t4 = __builtin_convertvector(b_v, vcc_v4_ullong);
            vcc_v4_ullong t5 = t3 * t4;
            s_v = s_v + t5;
            long t6 = i_vec + 4L;
            vcc_v4_uint a_v_1 = vcc_load(vcc_v4_uint, a + t6);
            vcc_v4_ullong t7 = __builtin_convertvector(a_v_1, vcc_v4_ullong);
            vcc_v4_uint b_v_1 = vcc_load(vcc_v4_uint, b + t6);
            vcc_v4_ullong t8 = __builtin_convertvector(b_v_1, vcc_v4_ullong);
            vcc_v4_ullong t9 = t7 * t8;
            s_v_1 = s_v_1 + t9;
            long t10 = i_vec + 8L;
            vcc_v4_uint a_v_2 = vcc_load(vcc_v4_uint, a + t10);
            vcc_v4_ullong t11 = __builtin_convertvector(a_v_2, vcc_v4_ullong);
            vcc_v4_uint b_v_2 = vcc_load(vcc_v4_uint, b + t10);
            vcc_v4_ullong t12 = __builtin_convertvector(b_v_2, vcc_v4_ullong);
            vcc_v4_ullong t13 = t11 * t12;
            s_v_2 = s_v_2 + t13;
            long t14 = i_vec + 12L;
            vcc_v4_uint a_v_3 = vcc_load(vcc_v4_uint, a + t14);
            vcc_v4_ullong t15 = __builtin_convertvector(a_v_3, vcc_v4_ullong);
            vcc_v4_uint b_v_3 = vcc_load(vcc_v4_uint, b + t14);
            vcc_v4_ullong t16 = __builtin_convertvector(b_v_3, vcc_v4_ullong);
            vcc_v4_ullong t17 = t15 * t16;
            s_v_3 = s_v_3 + t17;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ullong t18 = s_v + s_v_1;
        vcc_v4_ullong t19 = t18 + s_v_2;
        vcc_v4_ullong t20 = t19 + s_v_3;
        t21 = (int)t2;
        t22 = vcc_reduce(unsigned long long, t20, +);
    } else {
        t21 = 0;
        t22 = 0ULL;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ullong s_v_4 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:64 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t21 + i_vec_1;
            vcc_v4_uint a_v_4 = vcc_load(vcc_v4_uint, a + t25);
            vcc_v4_ullong t26 = __builtin_convertvector(a_v_4, vcc_v4_ullong);
            vcc_v4_uint b_v_4 = vcc_load(vcc_v4_uint, b + t25);
            vcc_v4_ullong t27 = __builtin_convertvector(b_v_4, vcc_v4_ullong);
            vcc_v4_ullong t28 = t26 * t27;
            s_v_4 = s_v_4 + t28;
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        s = t22 + vcc_reduce(unsigned long long, s_v_4, +);
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        s += (unsigned long long)a[t29] * (unsigned long long)b[t29];
    }
    return s;
}

static int edge32(uint32_t r) {
    switch (r % 6) {
    case 0: return INT32_MIN;
    case 1: return INT32_MAX;
    case 2: return -1;
    case 3: return INT32_MIN + (int)(r >> 4);
    case 4: return INT32_MAX - (int)(r >> 4);
    default: return (int)(r * 2654435761u);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long long *d = new_array(n, 8), *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            a[i] = edge32(next_rand());
            b[i] = edge32(next_rand());
            ua[i] = (unsigned)edge32(next_rand());
            ub[i] = (unsigned)edge32(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned long long *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_s_to_u(n, (unsigned long long *)d, a, b);
        printf("n=%d mul_s_to_u %llx\n", n, HASH(d, n));
        mul_mixed(n, d, a, ub);
        printf("n=%d mul_mixed %llx\n", n, HASH(d, n));
        mul_const_ends(n, d, e, a);
        printf("n=%d mul_const_ends %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_const_outside(n, d, e, a);
        printf("n=%d mul_const_outside %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_u_const(n, (unsigned long long *)d, (unsigned long long *)e, ua);
        printf("n=%d mul_u_const %llx %llx\n", n, HASH(d, n), HASH(e, n));
        printf("n=%d dot_ss %llx\n", n, dot_ss(n, a, b));
        printf("n=%d dot_uu %llx\n", n, dot_uu(n, ua, ub));
        free(a), free(b), free(ua), free(ub), free(d), free(e);
    }
    return 0;
}
