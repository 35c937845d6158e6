/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 avx512vbmi-zmm=14 sse4.2=13 neon=13 sse2=11 */
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
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
            long t14 = i_vec + 8L;
            const int *t15 = a + t14;
            vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, t15);
            vcc_v4_llong t16 = __builtin_convertvector(a_v_4, vcc_v4_llong);
            vcc_v4_llong t17 = t16 * (vcc_v4_llong){2147483648LL, 2147483648LL, 2147483648LL, 2147483648LL};
            vcc_store(d + t14, t17);
            vcc_v4_int a_v_5 = vcc_load(vcc_v4_int, t15);
            vcc_v4_llong t18 = __builtin_convertvector(a_v_5, vcc_v4_llong);
            vcc_v4_llong t19 = t18 * (vcc_v4_llong){-2147483649LL, -2147483649LL, -2147483649LL, -2147483649LL};
            vcc_store(e + t14, t19);
            long t20 = i_vec + 12L;
            const int *t21 = a + t20;
            vcc_v4_int a_v_6 = vcc_load(vcc_v4_int, t21);
            vcc_v4_llong t22 = __builtin_convertvector(a_v_6, vcc_v4_llong);
            vcc_v4_llong t23 = t22 * (vcc_v4_llong){2147483648LL, 2147483648LL, 2147483648LL, 2147483648LL};
            vcc_store(d + t20, t23);
            vcc_v4_int a_v_7 = vcc_load(vcc_v4_int, t21);
            vcc_v4_llong t24 = __builtin_convertvector(a_v_7, vcc_v4_llong);
            vcc_v4_llong t25 = t24 * (vcc_v4_llong){-2147483649LL, -2147483649LL, -2147483649LL, -2147483649LL};
            vcc_store(e + t20, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const int *t30 = a + t29;
            vcc_v4_int a_v_8 = vcc_load(vcc_v4_int, t30);
            vcc_v4_llong t31 = __builtin_convertvector(a_v_8, vcc_v4_llong);
            vcc_v4_llong t32 = t31 * (vcc_v4_llong){2147483648LL, 2147483648LL, 2147483648LL, 2147483648LL};
            vcc_store(d + t29, t32);
            vcc_v4_int a_v_9 = vcc_load(vcc_v4_int, t30);
            vcc_v4_llong t33 = __builtin_convertvector(a_v_9, vcc_v4_llong);
            vcc_v4_llong t34 = t33 * (vcc_v4_llong){-2147483649LL, -2147483649LL, -2147483649LL, -2147483649LL};
            vcc_store(e + t29, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const int *t36 = a + t35;
        d[t35] = (long long)*t36 * 2147483648LL;
        e[t35] = (long long)*t36 * -2147483649LL;
    }
}

void mul_u_const(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned *a) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:48 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
            long t14 = i_vec + 8L;
            const unsigned int *t15 = a + t14;
            vcc_v4_uint a_v_4 = vcc_load(vcc_v4_uint, t15);
            vcc_v4_ullong t16 = __builtin_convertvector(a_v_4, vcc_v4_ullong);
            vcc_v4_ullong t17 = t16 * (vcc_v4_ullong){4294967295ULL, 4294967295ULL, 4294967295ULL, 4294967295ULL};
            vcc_store(d + t14, t17);
            vcc_v4_uint a_v_5 = vcc_load(vcc_v4_uint, t15);
            vcc_v4_ullong t18 = __builtin_convertvector(a_v_5, vcc_v4_ullong);
            vcc_v4_ullong t19 = t18 * (vcc_v4_ullong){4294967296ULL, 4294967296ULL, 4294967296ULL, 4294967296ULL};
            vcc_store(e + t14, t19);
            long t20 = i_vec + 12L;
            const unsigned int *t21 = a + t20;
            vcc_v4_uint a_v_6 = vcc_load(vcc_v4_uint, t21);
            vcc_v4_ullong t22 = __builtin_convertvector(a_v_6, vcc_v4_ullong);
            vcc_v4_ullong t23 = t22 * (vcc_v4_ullong){4294967295ULL, 4294967295ULL, 4294967295ULL, 4294967295ULL};
            vcc_store(d + t20, t23);
            vcc_v4_uint a_v_7 = vcc_load(vcc_v4_uint, t21);
            vcc_v4_ullong t24 = __builtin_convertvector(a_v_7, vcc_v4_ullong);
            vcc_v4_ullong t25 = t24 * (vcc_v4_ullong){4294967296ULL, 4294967296ULL, 4294967296ULL, 4294967296ULL};
            vcc_store(e + t20, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const unsigned int *t30 = a + t29;
            vcc_v4_uint a_v_8 = vcc_load(vcc_v4_uint, t30);
            vcc_v4_ullong t31 = __builtin_convertvector(a_v_8, vcc_v4_ullong);
            vcc_v4_ullong t32 = t31 * (vcc_v4_ullong){4294967295ULL, 4294967295ULL, 4294967295ULL, 4294967295ULL};
            vcc_store(d + t29, t32);
            vcc_v4_uint a_v_9 = vcc_load(vcc_v4_uint, t30);
            vcc_v4_ullong t33 = __builtin_convertvector(a_v_9, vcc_v4_ullong);
            vcc_v4_ullong t34 = t33 * (vcc_v4_ullong){4294967296ULL, 4294967296ULL, 4294967296ULL, 4294967296ULL};
            vcc_store(e + t29, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const unsigned int *t36 = a + t35;
        d[t35] = (unsigned long long)*t36 * 4294967295ULL;
        e[t35] = (unsigned long long)*t36 * 4294967296ULL;
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

/* Narrower sources: a signed short is a signed 32-bit value (pmuldq with an int), an unsigned
   short fits either form (pmuludq with an unsigned int, pmuldq with an int); a signed short
   times an unsigned int is the mixed product. */
unsigned long long dot_s16_s32(int n, const short *s, const int *b) {
    unsigned long long t;
    unsigned long long t30;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        vcc_v4_int t4 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t5 = (vcc_v4_uint)t4;
        vcc_v4_uint i_v = t5 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec = 0L;
        vcc_v4_ullong t_v = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong t_v_1 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:74 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t6 = (long)t1 + i_vec * -1L;
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_short t7 = vcc_load(vcc_v4_short, s + t6 + -3);
            vcc_v4_short s_v = __builtin_shufflevector(t7, t7, 3, 2, 1, 0);
            vcc_v4_int t8 = i_v_2 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t9 = __builtin_convertvector(t8, vcc_v4_llong);
            vcc_v4_llong t10 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t11 = t10 * t9;
            vcc_v4_int t12 = vcc_load(vcc_v4_int, b + t6 + -3);
            vcc_v4_int b_v = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            vcc_v4_llong t13 = __builtin_convertvector(b_v, vcc_v4_llong);
            vcc_v4_llong t14 = t10 * t13;
            vcc_v4_llong t15 = t11 + t14;
            vcc_v4_ullong t16 = (vcc_v4_ullong)t15;
            t_v = t_v + t16;
            long t17 = (long)t1 + (i_vec + 4L) * -1L;
            vcc_v4_uint t18 = i_v + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t18;
            vcc_v4_short t19 = vcc_load(vcc_v4_short, s + t17 + -3);
            vcc_v4_short s_v_1 = __builtin_shufflevector(t19, t19, 3, 2, 1, 0);
            vcc_v4_int t20 = i_v_3 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t21 = __builtin_convertvector(t20, vcc_v4_llong);
            vcc_v4_llong t22 = __builtin_convertvector(__builtin_convertvector(s_v_1, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t23 = t22 * t21;
            vcc_v4_int t24 = vcc_load(vcc_v4_int, b + t17 + -3);
            vcc_v4_int b_v_1 = __builtin_shufflevector(t24, t24, 3, 2, 1, 0);
            vcc_v4_llong t25 = __builtin_convertvector(b_v_1, vcc_v4_llong);
            vcc_v4_llong t26 = t22 * t25;
            vcc_v4_llong t27 = t23 + t26;
            vcc_v4_ullong t28 = (vcc_v4_ullong)t27;
            t_v_1 = t_v_1 + t28;
            i_vec += 8L;
            i_v = i_v + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (i_vec < t3);
        vcc_v4_ullong t29 = t_v + t_v_1;
        t1 = (int)((long)t1 + t3 * -1L);
        t30 = vcc_reduce(unsigned long long, t29, +);
    } else {
        t30 = 0ULL;
    }
    long t31 = (long)t1 + 1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        vcc_v4_int t33 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t34 = (vcc_v4_uint)t33;
        vcc_v4_uint i_v_1 = t34 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec_1 = 0L;
        vcc_v4_ullong t_v_2 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:74 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t35 = (long)t1 + i_vec_1 * -1L;
            vcc_v4_int i_v_4 = (vcc_v4_int)i_v_1;
            vcc_v4_short t36 = vcc_load(vcc_v4_short, s + t35 + -3);
            vcc_v4_short s_v_2 = __builtin_shufflevector(t36, t36, 3, 2, 1, 0);
            vcc_v4_int t37 = i_v_4 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_llong t38 = __builtin_convertvector(t37, vcc_v4_llong);
            vcc_v4_llong t39 = __builtin_convertvector(__builtin_convertvector(s_v_2, vcc_v4_int), vcc_v4_llong);
            vcc_v4_llong t40 = t39 * t38;
            vcc_v4_int t41 = vcc_load(vcc_v4_int, b + t35 + -3);
            vcc_v4_int b_v_2 = __builtin_shufflevector(t41, t41, 3, 2, 1, 0);
            vcc_v4_llong t42 = __builtin_convertvector(b_v_2, vcc_v4_llong);
            vcc_v4_llong t43 = t39 * t42;
            vcc_v4_llong t44 = t40 + t43;
            vcc_v4_ullong t45 = (vcc_v4_ullong)t44;
            t_v_2 = t_v_2 + t45;
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (i_vec_1 < t32);
        i = (int)((long)t1 + t32 * -1L);
        t = t30 + vcc_reduce(unsigned long long, t_v_2, +);
    } else {
        i = t1;
        t = t30;
    }
    for (; i >= 0; i--) {
        long t46 = (long)i;
        long long t47 = (long long)s[t46];
        t += (unsigned long long)(t47 * (long long)(i + 1) + t47 * (long long)b[t46]);
    }
    return t;
}

void mul_u16_u32(int n, unsigned long long *restrict d, const unsigned short *us, const unsigned *ub) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:80 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort us_v = vcc_load(vcc_v4_ushort, us + i_vec);
            vcc_v4_ullong t3 = __builtin_convertvector(__builtin_convertvector(us_v, vcc_v4_uint), vcc_v4_ullong);
            vcc_v4_uint ub_v = vcc_load(vcc_v4_uint, ub + i_vec);
            vcc_v4_ullong t4 = __builtin_convertvector(ub_v, vcc_v4_ullong);
            vcc_v4_ullong t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_ushort us_v_1 = vcc_load(vcc_v4_ushort, us + t6);
            vcc_v4_ullong t7 = __builtin_convertvector(__builtin_convertvector(us_v_1, vcc_v4_uint), vcc_v4_ullong);
            vcc_v4_uint ub_v_1 = vcc_load(vcc_v4_uint, ub + t6);
            vcc_v4_ullong t8 = __builtin_convertvector(ub_v_1, vcc_v4_ullong);
            vcc_v4_ullong t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_ushort us_v_2 = vcc_load(vcc_v4_ushort, us + t10);
            vcc_v4_ullong t11 = __builtin_convertvector(__builtin_convertvector(us_v_2, vcc_v4_uint), vcc_v4_ullong);
            vcc_v4_uint ub_v_2 = vcc_load(vcc_v4_uint, ub + t10);
            vcc_v4_ullong t12 = __builtin_convertvector(ub_v_2, vcc_v4_ullong);
            vcc_v4_ullong t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_ushort us_v_3 = vcc_load(vcc_v4_ushort, us + t14);
            vcc_v4_ullong t15 = __builtin_convertvector(__builtin_convertvector(us_v_3, vcc_v4_uint), vcc_v4_ullong);
            vcc_v4_uint ub_v_3 = vcc_load(vcc_v4_uint, ub + t14);
            vcc_v4_ullong t16 = __builtin_convertvector(ub_v_3, vcc_v4_ullong);
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
        /* vcc: loop at widening_mul.c:80 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_ushort us_v_4 = vcc_load(vcc_v4_ushort, us + t21);
            vcc_v4_ullong t22 = __builtin_convertvector(__builtin_convertvector(us_v_4, vcc_v4_uint), vcc_v4_ullong);
            vcc_v4_uint ub_v_4 = vcc_load(vcc_v4_uint, ub + t21);
            vcc_v4_ullong t23 = __builtin_convertvector(ub_v_4, vcc_v4_ullong);
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
        d[t25] = (unsigned long long)us[t25] * (unsigned long long)ub[t25];
    }
}

void mul_u16_s32(int n, long long *restrict d, const unsigned short *us, const int *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:85 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort us_v = vcc_load(vcc_v4_ushort, us + i_vec);
            vcc_v4_llong t3 = __builtin_convertvector(__builtin_convertvector(us_v, vcc_v4_uint), vcc_v4_llong);
            vcc_v4_int b_v = vcc_load(vcc_v4_int, b + i_vec);
            vcc_v4_llong t4 = __builtin_convertvector(b_v, vcc_v4_llong);
            vcc_v4_llong t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_ushort us_v_1 = vcc_load(vcc_v4_ushort, us + t6);
            vcc_v4_llong t7 = __builtin_convertvector(__builtin_convertvector(us_v_1, vcc_v4_uint), vcc_v4_llong);
            vcc_v4_int b_v_1 = vcc_load(vcc_v4_int, b + t6);
            vcc_v4_llong t8 = __builtin_convertvector(b_v_1, vcc_v4_llong);
            vcc_v4_llong t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_ushort us_v_2 = vcc_load(vcc_v4_ushort, us + t10);
            vcc_v4_llong t11 = __builtin_convertvector(__builtin_convertvector(us_v_2, vcc_v4_uint), vcc_v4_llong);
            vcc_v4_int b_v_2 = vcc_load(vcc_v4_int, b + t10);
            vcc_v4_llong t12 = __builtin_convertvector(b_v_2, vcc_v4_llong);
            vcc_v4_llong t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_ushort us_v_3 = vcc_load(vcc_v4_ushort, us + t14);
            vcc_v4_llong t15 = __builtin_convertvector(__builtin_convertvector(us_v_3, vcc_v4_uint), vcc_v4_llong);
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
        /* vcc: loop at widening_mul.c:85 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_ushort us_v_4 = vcc_load(vcc_v4_ushort, us + t21);
            vcc_v4_llong t22 = __builtin_convertvector(__builtin_convertvector(us_v_4, vcc_v4_uint), vcc_v4_llong);
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
        d[t25] = (long long)us[t25] * (long long)b[t25];
    }
}

void mul_s16_u32(int n, long long *restrict d, const short *s, const unsigned *ub) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:90 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short s_v = vcc_load(vcc_v4_short, s + i_vec);
            vcc_v4_llong t3 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v4_int), vcc_v4_llong);
            vcc_v4_uint ub_v = vcc_load(vcc_v4_uint, ub + i_vec);
            vcc_v4_llong t4 = __builtin_convertvector(ub_v, vcc_v4_llong);
            vcc_v4_llong t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t6);
            vcc_v4_llong t7 = __builtin_convertvector(__builtin_convertvector(s_v_1, vcc_v4_int), vcc_v4_llong);
            vcc_v4_uint ub_v_1 = vcc_load(vcc_v4_uint, ub + t6);
            vcc_v4_llong t8 = __builtin_convertvector(ub_v_1, vcc_v4_llong);
            vcc_v4_llong t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t10);
            vcc_v4_llong t11 = __builtin_convertvector(__builtin_convertvector(s_v_2, vcc_v4_int), vcc_v4_llong);
            vcc_v4_uint ub_v_2 = vcc_load(vcc_v4_uint, ub + t10);
            vcc_v4_llong t12 = __builtin_convertvector(ub_v_2, vcc_v4_llong);
            vcc_v4_llong t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t14);
            vcc_v4_llong t15 = __builtin_convertvector(__builtin_convertvector(s_v_3, vcc_v4_int), vcc_v4_llong);
            vcc_v4_uint ub_v_3 = vcc_load(vcc_v4_uint, ub + t14);
            vcc_v4_llong t16 = __builtin_convertvector(ub_v_3, vcc_v4_llong);
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
        /* vcc: loop at widening_mul.c:90 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t21);
            vcc_v4_llong t22 = __builtin_convertvector(__builtin_convertvector(s_v_4, vcc_v4_int), vcc_v4_llong);
            vcc_v4_uint ub_v_4 = vcc_load(vcc_v4_uint, ub + t21);
            vcc_v4_llong t23 = __builtin_convertvector(ub_v_4, vcc_v4_llong);
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
        d[t25] = (long long)s[t25] * (long long)ub[t25];
    }
}

/* 64-bit products by constants: a shift and an add per set bit (x * 3), or the full multiply. */
void mul_by_consts(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned long long *x) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:96 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const unsigned long long *t3 = x + i_vec;
            vcc_v4_ullong x_v = vcc_load(vcc_v4_ullong, t3);
            vcc_v4_ullong t4 = x_v * (vcc_v4_ullong){3ULL, 3ULL, 3ULL, 3ULL};
            vcc_store(d + i_vec, t4);
            vcc_v4_ullong x_v_1 = vcc_load(vcc_v4_ullong, t3);
            vcc_v4_ullong t5 = x_v_1 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_store(e + i_vec, t5);
            long t6 = i_vec + 4L;
            const unsigned long long *t7 = x + t6;
            vcc_v4_ullong x_v_2 = vcc_load(vcc_v4_ullong, t7);
            vcc_v4_ullong t8 = x_v_2 * (vcc_v4_ullong){3ULL, 3ULL, 3ULL, 3ULL};
            vcc_store(d + t6, t8);
            vcc_v4_ullong x_v_3 = vcc_load(vcc_v4_ullong, t7);
            vcc_v4_ullong t9 = x_v_3 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_store(e + t6, t9);
            long t10 = i_vec + 8L;
            const unsigned long long *t11 = x + t10;
            vcc_v4_ullong x_v_4 = vcc_load(vcc_v4_ullong, t11);
            vcc_v4_ullong t12 = x_v_4 * (vcc_v4_ullong){3ULL, 3ULL, 3ULL, 3ULL};
            vcc_store(d + t10, t12);
            vcc_v4_ullong x_v_5 = vcc_load(vcc_v4_ullong, t11);
            vcc_v4_ullong t13 = x_v_5 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_store(e + t10, t13);
            long t14 = i_vec + 12L;
            const unsigned long long *t15 = x + t14;
            vcc_v4_ullong x_v_6 = vcc_load(vcc_v4_ullong, t15);
            vcc_v4_ullong t16 = x_v_6 * (vcc_v4_ullong){3ULL, 3ULL, 3ULL, 3ULL};
            vcc_store(d + t14, t16);
            vcc_v4_ullong x_v_7 = vcc_load(vcc_v4_ullong, t15);
            vcc_v4_ullong t17 = x_v_7 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_store(e + t14, t17);
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
        /* vcc: loop at widening_mul.c:96 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const unsigned long long *t22 = x + t21;
            vcc_v4_ullong x_v_8 = vcc_load(vcc_v4_ullong, t22);
            vcc_v4_ullong t23 = x_v_8 * (vcc_v4_ullong){3ULL, 3ULL, 3ULL, 3ULL};
            vcc_store(d + t21, t23);
            vcc_v4_ullong x_v_9 = vcc_load(vcc_v4_ullong, t22);
            vcc_v4_ullong t24 = x_v_9 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_store(e + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        const unsigned long long *t26 = x + t25;
        d[t25] = *t26 * 3ULL;
        e[t25] = *t26 * 11400714819323198485ULL;
    }
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
        short *s = new_array(n, 2);
        unsigned short *us = new_array(n, 2);
        unsigned long long *x = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            s[i] = (short)edge32(next_rand());
            us[i] = (unsigned short)edge32(next_rand());
            x[i] = (unsigned long long)next_rand() << 32 | next_rand();
        }
        printf("n=%d dot_s16_s32 %llx\n", n, dot_s16_s32(n, s, b));
        mul_u16_u32(n, (unsigned long long *)d, us, ub);
        printf("n=%d mul_u16_u32 %llx\n", n, HASH(d, n));
        mul_u16_s32(n, d, us, a);
        printf("n=%d mul_u16_s32 %llx\n", n, HASH(d, n));
        mul_s16_u32(n, d, s, ub);
        printf("n=%d mul_s16_u32 %llx\n", n, HASH(d, n));
        mul_by_consts(n, (unsigned long long *)d, (unsigned long long *)e, x);
        printf("n=%d mul_by_consts %llx %llx\n", n, HASH(d, n), HASH(e, n));
        free(s), free(us), free(x);
        free(a), free(b), free(ua), free(ub), free(d), free(e);
    }
    return 0;
}
