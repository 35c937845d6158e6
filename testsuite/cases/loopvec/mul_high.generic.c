/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Shifted 16-bit products truncated to 16 bits (loopvec/narrow.rs, high products): bits c..c+15
   of the 32-bit product are `(lo >> c) | (hi << (16 - c))`, from the product's low half (a 16-bit
   multiply) and its high half (`pmulhw`, `pmulhuw`), in 16-bit lanes instead of 32-bit ones.
   Inputs include each type's extremes, whose products reach 2^30 and 2^32 - 2^17 + 1. */

/* Fixed-point multiplies of shorts: Q8 and Q15, and the high half alone. */
void q8(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v16_ushort t3 = (vcc_v16_ushort)a_v;
            vcc_v16_ushort t4 = (vcc_v16_ushort)b_v;
            vcc_v16_short t5 = (vcc_v16_short)t3;
            vcc_v16_short t6 = (vcc_v16_short)t4;
            vcc_v16_short t7 = __builtin_convertvector((__builtin_convertvector(t5, vcc_v16_int) * __builtin_convertvector(t6, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t8 = (vcc_v16_ushort)t7;
            vcc_v16_ushort t9 = t3 * t4;
            vcc_v16_ushort t10 = t9 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_ushort t11 = t8 << (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_ushort t12 = t10 | t11;
            vcc_v16_short t13 = (vcc_v16_short)t12;
            vcc_store(out + i_vec, t13);
            long t14 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t14);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t14);
            vcc_v16_ushort t15 = (vcc_v16_ushort)a_v_1;
            vcc_v16_ushort t16 = (vcc_v16_ushort)b_v_1;
            vcc_v16_short t17 = (vcc_v16_short)t15;
            vcc_v16_short t18 = (vcc_v16_short)t16;
            vcc_v16_short t19 = __builtin_convertvector((__builtin_convertvector(t17, vcc_v16_int) * __builtin_convertvector(t18, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t20 = (vcc_v16_ushort)t19;
            vcc_v16_ushort t21 = t15 * t16;
            vcc_v16_ushort t22 = t21 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_ushort t23 = t20 << (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_ushort t24 = t22 | t23;
            vcc_v16_short t25 = (vcc_v16_short)t24;
            vcc_store(out + t14, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 16L) {
        long t28 = t27 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t29);
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t29);
            vcc_v16_ushort t30 = (vcc_v16_ushort)a_v_2;
            vcc_v16_ushort t31 = (vcc_v16_ushort)b_v_2;
            vcc_v16_short t32 = (vcc_v16_short)t30;
            vcc_v16_short t33 = (vcc_v16_short)t31;
            vcc_v16_short t34 = __builtin_convertvector((__builtin_convertvector(t32, vcc_v16_int) * __builtin_convertvector(t33, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t35 = (vcc_v16_ushort)t34;
            vcc_v16_ushort t36 = t30 * t31;
            vcc_v16_ushort t37 = t36 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_ushort t38 = t35 << (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_ushort t39 = t37 | t38;
            vcc_v16_short t40 = (vcc_v16_short)t39;
            vcc_store(out + t29, t40);
            i_vec_1 += 16L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        out[t41] = (short)(((int)a[t41] * (int)b[t41]) >> 8);
    }
}

void q15(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v16_ushort t3 = (vcc_v16_ushort)a_v;
            vcc_v16_ushort t4 = (vcc_v16_ushort)b_v;
            vcc_v16_short t5 = (vcc_v16_short)t3;
            vcc_v16_short t6 = (vcc_v16_short)t4;
            vcc_v16_short t7 = __builtin_convertvector((__builtin_convertvector(t5, vcc_v16_int) * __builtin_convertvector(t6, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t8 = (vcc_v16_ushort)t7;
            vcc_v16_ushort t9 = t3 * t4;
            vcc_v16_ushort t10 = t9 >> (vcc_v16_ushort){(unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15};
            vcc_v16_ushort t11 = t8 << (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_ushort t12 = t10 | t11;
            vcc_v16_short t13 = (vcc_v16_short)t12;
            vcc_store(out + i_vec, t13);
            long t14 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t14);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t14);
            vcc_v16_ushort t15 = (vcc_v16_ushort)a_v_1;
            vcc_v16_ushort t16 = (vcc_v16_ushort)b_v_1;
            vcc_v16_short t17 = (vcc_v16_short)t15;
            vcc_v16_short t18 = (vcc_v16_short)t16;
            vcc_v16_short t19 = __builtin_convertvector((__builtin_convertvector(t17, vcc_v16_int) * __builtin_convertvector(t18, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t20 = (vcc_v16_ushort)t19;
            vcc_v16_ushort t21 = t15 * t16;
            vcc_v16_ushort t22 = t21 >> (vcc_v16_ushort){(unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15};
            vcc_v16_ushort t23 = t20 << (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_ushort t24 = t22 | t23;
            vcc_v16_short t25 = (vcc_v16_short)t24;
            vcc_store(out + t14, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 16L) {
        long t28 = t27 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t29);
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t29);
            vcc_v16_ushort t30 = (vcc_v16_ushort)a_v_2;
            vcc_v16_ushort t31 = (vcc_v16_ushort)b_v_2;
            vcc_v16_short t32 = (vcc_v16_short)t30;
            vcc_v16_short t33 = (vcc_v16_short)t31;
            vcc_v16_short t34 = __builtin_convertvector((__builtin_convertvector(t32, vcc_v16_int) * __builtin_convertvector(t33, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t35 = (vcc_v16_ushort)t34;
            vcc_v16_ushort t36 = t30 * t31;
            vcc_v16_ushort t37 = t36 >> (vcc_v16_ushort){(unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15, (unsigned short)15};
            vcc_v16_ushort t38 = t35 << (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_ushort t39 = t37 | t38;
            vcc_v16_short t40 = (vcc_v16_short)t39;
            vcc_store(out + t29, t40);
            i_vec_1 += 16L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        out[t41] = (short)(((int)a[t41] * (int)b[t41]) >> 15);
    }
}

void high_s16(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v16_ushort t3 = (vcc_v16_ushort)a_v;
            vcc_v16_ushort t4 = (vcc_v16_ushort)b_v;
            vcc_v16_short t5 = (vcc_v16_short)t3;
            vcc_v16_short t6 = (vcc_v16_short)t4;
            vcc_v16_short t7 = __builtin_convertvector((__builtin_convertvector(t5, vcc_v16_int) * __builtin_convertvector(t6, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t8 = (vcc_v16_ushort)t7;
            vcc_v16_short t9 = (vcc_v16_short)t8;
            vcc_store(out + i_vec, t9);
            long t10 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t10);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t10);
            vcc_v16_ushort t11 = (vcc_v16_ushort)a_v_1;
            vcc_v16_ushort t12 = (vcc_v16_ushort)b_v_1;
            vcc_v16_short t13 = (vcc_v16_short)t11;
            vcc_v16_short t14 = (vcc_v16_short)t12;
            vcc_v16_short t15 = __builtin_convertvector((__builtin_convertvector(t13, vcc_v16_int) * __builtin_convertvector(t14, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t16 = (vcc_v16_ushort)t15;
            vcc_v16_short t17 = (vcc_v16_short)t16;
            vcc_store(out + t10, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t21);
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t21);
            vcc_v16_ushort t22 = (vcc_v16_ushort)a_v_2;
            vcc_v16_ushort t23 = (vcc_v16_ushort)b_v_2;
            vcc_v16_short t24 = (vcc_v16_short)t22;
            vcc_v16_short t25 = (vcc_v16_short)t23;
            vcc_v16_short t26 = __builtin_convertvector((__builtin_convertvector(t24, vcc_v16_int) * __builtin_convertvector(t25, vcc_v16_int)) >> 16, vcc_v16_short);
            vcc_v16_ushort t27 = (vcc_v16_ushort)t26;
            vcc_v16_short t28 = (vcc_v16_short)t27;
            vcc_store(out + t21, t28);
            i_vec_1 += 16L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        out[t29] = (short)(((int)a[t29] * (int)b[t29]) >> 16);
    }
}

/* Unsigned shorts: the product may exceed INT_MAX as C computes it in int, so it is taken in
   unsigned. */
void high_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:28 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + i_vec);
            vcc_v16_ushort b_v = vcc_load(vcc_v16_ushort, b + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((__builtin_convertvector(a_v, vcc_v16_uint) * __builtin_convertvector(b_v, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_store(out + i_vec, t3);
            long t4 = i_vec + 16L;
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t4);
            vcc_v16_ushort b_v_1 = vcc_load(vcc_v16_ushort, b + t4);
            vcc_v16_ushort t5 = __builtin_convertvector((__builtin_convertvector(a_v_1, vcc_v16_uint) * __builtin_convertvector(b_v_1, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_store(out + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:28 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t9);
            vcc_v16_ushort b_v_2 = vcc_load(vcc_v16_ushort, b + t9);
            vcc_v16_ushort t10 = __builtin_convertvector((__builtin_convertvector(a_v_2, vcc_v16_uint) * __builtin_convertvector(b_v_2, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_store(out + t9, t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        out[t11] = (unsigned short)(((unsigned int)a[t11] * (unsigned int)b[t11]) >> 16);
    }
}

void shift4_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + i_vec);
            vcc_v16_ushort b_v = vcc_load(vcc_v16_ushort, b + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((__builtin_convertvector(a_v, vcc_v16_uint) * __builtin_convertvector(b_v, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_v16_ushort t4 = a_v * b_v;
            vcc_v16_ushort t5 = t4 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t6 = t3 << (vcc_v16_ushort){(unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12};
            vcc_v16_ushort t7 = t5 | t6;
            vcc_store(out + i_vec, t7);
            long t8 = i_vec + 16L;
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t8);
            vcc_v16_ushort b_v_1 = vcc_load(vcc_v16_ushort, b + t8);
            vcc_v16_ushort t9 = __builtin_convertvector((__builtin_convertvector(a_v_1, vcc_v16_uint) * __builtin_convertvector(b_v_1, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_v16_ushort t10 = a_v_1 * b_v_1;
            vcc_v16_ushort t11 = t10 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t12 = t9 << (vcc_v16_ushort){(unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12};
            vcc_v16_ushort t13 = t11 | t12;
            vcc_store(out + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t17);
            vcc_v16_ushort b_v_2 = vcc_load(vcc_v16_ushort, b + t17);
            vcc_v16_ushort t18 = __builtin_convertvector((__builtin_convertvector(a_v_2, vcc_v16_uint) * __builtin_convertvector(b_v_2, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_v16_ushort t19 = a_v_2 * b_v_2;
            vcc_v16_ushort t20 = t19 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t21 = t18 << (vcc_v16_ushort){(unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12, (unsigned short)12};
            vcc_v16_ushort t22 = t20 | t21;
            vcc_store(out + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        out[t23] = (unsigned short)(((unsigned int)a[t23] * (unsigned int)b[t23]) >> 4);
    }
}

/* An unsigned short times a short fits neither 16-bit lane's product: int lanes. */
void mixed(int n, short *restrict out, const unsigned short *restrict a, const short *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:39 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_ushort a_v = vcc_load(vcc_v8_ushort, a + i_vec);
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = t3 * t4;
            vcc_v8_int t6 = t5 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t7 = __builtin_convertvector(t6, vcc_v8_short);
            vcc_store(out + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_ushort a_v_1 = vcc_load(vcc_v8_ushort, a + t8);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t8);
            vcc_v8_int t9 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t11 = t9 * t10;
            vcc_v8_int t12 = t11 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t13 = __builtin_convertvector(t12, vcc_v8_short);
            vcc_store(out + t8, t13);
            long t14 = i_vec + 16L;
            vcc_v8_ushort a_v_2 = vcc_load(vcc_v8_ushort, a + t14);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t14);
            vcc_v8_int t15 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t16 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t17 = t15 * t16;
            vcc_v8_int t18 = t17 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t19 = __builtin_convertvector(t18, vcc_v8_short);
            vcc_store(out + t14, t19);
            long t20 = i_vec + 24L;
            vcc_v8_ushort a_v_3 = vcc_load(vcc_v8_ushort, a + t20);
            vcc_v8_short b_v_3 = vcc_load(vcc_v8_short, b + t20);
            vcc_v8_int t21 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t22 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t23 = t21 * t22;
            vcc_v8_int t24 = t23 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t25 = __builtin_convertvector(t24, vcc_v8_short);
            vcc_store(out + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_ushort a_v_4 = vcc_load(vcc_v8_ushort, a + t29);
            vcc_v8_short b_v_4 = vcc_load(vcc_v8_short, b + t29);
            vcc_v8_int t30 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t32 = t30 * t31;
            vcc_v8_int t33 = t32 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t34 = __builtin_convertvector(t33, vcc_v8_short);
            vcc_store(out + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        out[t35] = (short)(((int)a[t35] * (int)b[t35]) >> 8);
    }
}

static void extremes_s16(short *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = -32768;
    if (n > 2) p[2] = first ? -32768 : 32767;
}

static void extremes_u16(unsigned short *p, int n) {
    if (n > 0) p[0] = 65535, p[n - 1] = 65535;
    if (n > 1) p[1] = 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, sizeof(short)), *b = new_array(n, sizeof(short)), *o = new_array(n, sizeof(short));
        unsigned short *ua = new_array(n, sizeof(short)), *ub = new_array(n, sizeof(short));
        unsigned short *uo = new_array(n, sizeof(short));
        FILL(a, n, -32768, 65536);
        FILL(b, n, -32768, 65536);
        FILL(ua, n, 0, 65536);
        FILL(ub, n, 0, 65536);
        extremes_s16(a, n, 1);
        extremes_s16(b, n, 0);
        extremes_u16(ua, n);
        extremes_u16(ub, n);
        printf("n=%d", n);
        q8(n, o, a, b);
        printf(" q8=%llx", HASH(o, n));
        q15(n, o, a, b);
        printf(" q15=%llx", HASH(o, n));
        high_s16(n, o, a, b);
        printf(" hs=%llx", HASH(o, n));
        high_u16(n, uo, ua, ub);
        printf(" hu=%llx", HASH(uo, n));
        shift4_u16(n, uo, ua, ub);
        printf(" s4=%llx", HASH(uo, n));
        mixed(n, o, ua, b);
        printf(" mixed=%llx\n", HASH(o, n));
        free(a), free(b), free(o), free(ua), free(ub), free(uo);
    }
    return 0;
}
