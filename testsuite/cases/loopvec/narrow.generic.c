/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 13 */
#include "harness.h"

/* Narrow lanes (loopvec/narrow.rs): uint8/int8/int16 arithmetic that C promotes to int, computed
   in 8- or 16-bit lanes where the result provably fits. Inputs include the extreme values of each
   type at the first and last positions. */

/* (a + b + 1) >> 1 ^ key: the sum needs 9 bits, the rounding average (pavgb) 8; key is an
   invariant uint8. */
void avg_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, uint8_t key) {
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v16_uchar t5 = (vcc_v16_uchar){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        vcc_v16_uchar t6 = t5;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            vcc_v16_uchar t8 = vcc_load(vcc_v16_uchar, a + t7);
            vcc_v16_uchar t9 = vcc_load(vcc_v16_uchar, b + t7);
            vcc_v16_uchar t10 = t8;
            vcc_v16_uchar t11 = t9;
            vcc_v16_uchar t12 = (t10 | t11) - ((t10 ^ t11) >> 1);
            vcc_v16_uchar t13 = t12 ^ t6;
            vcc_v16_uchar t14 = t13;
            vcc_store(c + t7, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v16_uchar t16 = vcc_load(vcc_v16_uchar, a + t15);
            vcc_v16_uchar t17 = vcc_load(vcc_v16_uchar, b + t15);
            vcc_v16_uchar t18 = t16;
            vcc_v16_uchar t19 = t17;
            vcc_v16_uchar t20 = (t18 | t19) - ((t18 ^ t19) >> 1);
            vcc_v16_uchar t21 = t20 ^ t6;
            vcc_v16_uchar t22 = t21;
            vcc_store(c + t15, t22);
            t1 += 32L;
        } while (t1 < t4);
        t23 = (int)t4;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 16L) {
        long t25 = t24 & -16L;
        vcc_v16_uchar t26 = (vcc_v16_uchar){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        vcc_v16_uchar t27 = t26;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t23 + t2);
            vcc_v16_uchar t29 = vcc_load(vcc_v16_uchar, a + t28);
            vcc_v16_uchar t30 = vcc_load(vcc_v16_uchar, b + t28);
            vcc_v16_uchar t31 = t29;
            vcc_v16_uchar t32 = t30;
            vcc_v16_uchar t33 = (t31 | t32) - ((t31 ^ t32) >> 1);
            vcc_v16_uchar t34 = t33 ^ t27;
            vcc_v16_uchar t35 = t34;
            vcc_store(c + t28, t35);
            t2 += 16L;
        } while (t2 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        c[t36] = (unsigned char)((((int)a[t36] + (int)b[t36] + 1) >> 1) ^ (int)key);
    }
}

/* A rounding average of uint16: the sum needs 17 bits, the average (pavgw) none. */
void avg_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_ushort t6 = vcc_load(vcc_v16_ushort, a + t5);
            vcc_v16_ushort t7 = vcc_load(vcc_v16_ushort, b + t5);
            vcc_v16_ushort t8 = t7;
            vcc_v16_ushort t9 = t6;
            vcc_v16_ushort t10 = (t9 | t8) - ((t9 ^ t8) >> 1);
            vcc_v16_ushort t11 = t10;
            vcc_store(c + t5, t11);
            long t12 = (long)(int)(t1 + 16L);
            vcc_v16_ushort t13 = vcc_load(vcc_v16_ushort, a + t12);
            vcc_v16_ushort t14 = vcc_load(vcc_v16_ushort, b + t12);
            vcc_v16_ushort t15 = t14;
            vcc_v16_ushort t16 = t13;
            vcc_v16_ushort t17 = (t16 | t15) - ((t16 ^ t15) >> 1);
            vcc_v16_ushort t18 = t17;
            vcc_store(c + t12, t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            vcc_v16_ushort t23 = vcc_load(vcc_v16_ushort, a + t22);
            vcc_v16_ushort t24 = vcc_load(vcc_v16_ushort, b + t22);
            vcc_v16_ushort t25 = t24;
            vcc_v16_ushort t26 = t23;
            vcc_v16_ushort t27 = (t26 | t25) - ((t26 ^ t25) >> 1);
            vcc_v16_ushort t28 = t27;
            vcc_store(c + t22, t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = (unsigned short)(((int)a[t29] + (1 + (int)b[t29])) >> 1);
    }
}

/* The average of an average and a byte minus 3 (wraps): 8-bit lanes throughout. */
void avg2_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, const uint8_t *restrict d) {
    int t27;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, a + t5);
            vcc_v16_uchar t7 = vcc_load(vcc_v16_uchar, b + t5);
            vcc_v16_uchar t8 = t6;
            vcc_v16_uchar t9 = t7;
            vcc_v16_uchar t10 = (t8 | t9) - ((t8 ^ t9) >> 1);
            vcc_v16_uchar t11 = vcc_load(vcc_v16_uchar, d + t5);
            vcc_v16_uchar t12 = t11;
            vcc_v16_uchar t13 = (t12 | t10) - ((t12 ^ t10) >> 1);
            vcc_v16_uchar t14 = t13 - (vcc_v16_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v16_uchar t15 = t14;
            vcc_store(c + t5, t15);
            long t16 = (long)(int)(t1 + 16L);
            vcc_v16_uchar t17 = vcc_load(vcc_v16_uchar, a + t16);
            vcc_v16_uchar t18 = vcc_load(vcc_v16_uchar, b + t16);
            vcc_v16_uchar t19 = t17;
            vcc_v16_uchar t20 = t18;
            vcc_v16_uchar t21 = (t19 | t20) - ((t19 ^ t20) >> 1);
            vcc_v16_uchar t22 = vcc_load(vcc_v16_uchar, d + t16);
            vcc_v16_uchar t23 = t22;
            vcc_v16_uchar t24 = (t23 | t21) - ((t23 ^ t21) >> 1);
            vcc_v16_uchar t25 = t24 - (vcc_v16_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v16_uchar t26 = t25;
            vcc_store(c + t16, t26);
            t1 += 32L;
        } while (t1 < t4);
        t27 = (int)t4;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + t2);
            vcc_v16_uchar t31 = vcc_load(vcc_v16_uchar, a + t30);
            vcc_v16_uchar t32 = vcc_load(vcc_v16_uchar, b + t30);
            vcc_v16_uchar t33 = t31;
            vcc_v16_uchar t34 = t32;
            vcc_v16_uchar t35 = (t33 | t34) - ((t33 ^ t34) >> 1);
            vcc_v16_uchar t36 = vcc_load(vcc_v16_uchar, d + t30);
            vcc_v16_uchar t37 = t36;
            vcc_v16_uchar t38 = (t37 | t35) - ((t37 ^ t35) >> 1);
            vcc_v16_uchar t39 = t38 - (vcc_v16_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v16_uchar t40 = t39;
            vcc_store(c + t30, t40);
            t2 += 16L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        c[t41] = (unsigned char)(((1 + (((int)a[t41] + (int)b[t41] + 1) >> 1) + (int)d[t41]) >> 1) - 3);
    }
}

/* A weighted sum of bytes up to 65280, shifted down: 16-bit unsigned lanes. */
void gray_u8(int n, uint8_t *restrict g, const uint8_t *restrict r, const uint8_t *restrict gr, const uint8_t *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v16_uchar t5 = vcc_load(vcc_v16_uchar, r + t4);
            vcc_v16_ushort t6 = __builtin_convertvector(t5, vcc_v16_ushort);
            vcc_v16_ushort t7 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t6;
            vcc_v16_uchar t8 = vcc_load(vcc_v16_uchar, gr + t4);
            vcc_v16_ushort t9 = __builtin_convertvector(t8, vcc_v16_ushort);
            vcc_v16_ushort t10 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t9;
            vcc_v16_ushort t11 = t7 + t10;
            vcc_v16_uchar t12 = vcc_load(vcc_v16_uchar, b + t4);
            vcc_v16_ushort t13 = __builtin_convertvector(t12, vcc_v16_ushort);
            vcc_v16_ushort t14 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
            vcc_v16_ushort t15 = t11 + t14;
            vcc_v16_ushort t16 = t15 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t17 = __builtin_convertvector(t16, vcc_v16_uchar);
            vcc_store(g + t4, t17);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        g[t18] = (unsigned char)((77 * (int)r[t18] + 150 * (int)gr[t18] + 29 * (int)b[t18]) >> 8);
    }
}

/* Only the low 8 bits are demanded and no shift right: 8-bit lanes (the multiply wraps). */
void mul_add_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, a + t4);
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, b + t4);
            vcc_v32_uchar t7 = t5;
            vcc_v32_uchar t8 = t6;
            vcc_v32_uchar t9 = t7 * t8;
            vcc_v32_uchar t10 = t9 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
            vcc_v32_uchar t11 = t7 & (vcc_v32_uchar){(unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15};
            vcc_v32_uchar t12 = t10 - t11;
            vcc_v32_uchar t13 = t12;
            vcc_store(c + t4, t13);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = (int)a[t14];
        c[t14] = (unsigned char)(t15 * (int)b[t14] + 7 - (t15 & 15));
    }
}

/* (a << 4) >> 4 keeps a only with 12 bits: 16-bit lanes, not 8. */
void shl_shr_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, a + t5);
            vcc_v16_ushort t7 = __builtin_convertvector(t6, vcc_v16_ushort);
            vcc_v16_ushort t8 = t7 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t9 = t8 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t10 = t7 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t11 = t9 | t10;
            vcc_v16_uchar t12 = __builtin_convertvector(t11, vcc_v16_uchar);
            vcc_store(c + t5, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v16_uchar t14 = vcc_load(vcc_v16_uchar, a + t13);
            vcc_v16_ushort t15 = __builtin_convertvector(t14, vcc_v16_ushort);
            vcc_v16_ushort t16 = t15 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t17 = t16 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t18 = t15 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t19 = t17 | t18;
            vcc_v16_uchar t20 = __builtin_convertvector(t19, vcc_v16_uchar);
            vcc_store(c + t13, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v16_uchar t25 = vcc_load(vcc_v16_uchar, a + t24);
            vcc_v16_ushort t26 = __builtin_convertvector(t25, vcc_v16_ushort);
            vcc_v16_ushort t27 = t26 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t28 = t27 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t29 = t26 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t30 = t28 | t29;
            vcc_v16_uchar t31 = __builtin_convertvector(t30, vcc_v16_uchar);
            vcc_store(c + t24, t31);
            t2 += 16L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        int t33 = (int)a[t32];
        c[t32] = (unsigned char)((t33 << 4 >> 4) | (t33 >> 7));
    }
}

/* Signed: (a - b) >> 2 on int8 is in [-64, 63]; every value fits int16 lanes (arithmetic shift). */
void diff_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_schar t6 = vcc_load(vcc_v16_schar, a + t5);
            vcc_v16_schar t7 = vcc_load(vcc_v16_schar, b + t5);
            vcc_v16_ushort t8 = __builtin_convertvector(t6, vcc_v16_ushort);
            vcc_v16_ushort t9 = __builtin_convertvector(t7, vcc_v16_ushort);
            vcc_v16_ushort t10 = t8 - t9;
            vcc_v16_ushort t11 = t10 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            vcc_v16_schar t12 = __builtin_convertvector(t11, vcc_v16_schar);
            vcc_store(c + t5, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v16_schar t14 = vcc_load(vcc_v16_schar, a + t13);
            vcc_v16_schar t15 = vcc_load(vcc_v16_schar, b + t13);
            vcc_v16_ushort t16 = __builtin_convertvector(t14, vcc_v16_ushort);
            vcc_v16_ushort t17 = __builtin_convertvector(t15, vcc_v16_ushort);
            vcc_v16_ushort t18 = t16 - t17;
            vcc_v16_ushort t19 = t18 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            vcc_v16_schar t20 = __builtin_convertvector(t19, vcc_v16_schar);
            vcc_store(c + t13, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v16_schar t25 = vcc_load(vcc_v16_schar, a + t24);
            vcc_v16_schar t26 = vcc_load(vcc_v16_schar, b + t24);
            vcc_v16_ushort t27 = __builtin_convertvector(t25, vcc_v16_ushort);
            vcc_v16_ushort t28 = __builtin_convertvector(t26, vcc_v16_ushort);
            vcc_v16_ushort t29 = t27 - t28;
            vcc_v16_ushort t30 = t29 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            vcc_v16_schar t31 = __builtin_convertvector(t30, vcc_v16_schar);
            vcc_store(c + t24, t31);
            t2 += 16L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        c[t32] = (signed char)(((int)a[t32] - (int)b[t32]) >> 2);
    }
}

/* The high byte of a uint16: a 16-bit leaf truncated to 8 bits. */
void high_u16(int n, uint8_t *restrict c, const uint16_t *restrict a) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_ushort t6 = vcc_load(vcc_v16_ushort, a + t5);
            vcc_v16_ushort t7 = t6;
            vcc_v16_ushort t8 = t7 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t9 = __builtin_convertvector(t8, vcc_v16_uchar);
            vcc_store(c + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            vcc_v16_ushort t11 = vcc_load(vcc_v16_ushort, a + t10);
            vcc_v16_ushort t12 = t11;
            vcc_v16_ushort t13 = t12 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t14 = __builtin_convertvector(t13, vcc_v16_uchar);
            vcc_store(c + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            vcc_v16_ushort t19 = vcc_load(vcc_v16_ushort, a + t18);
            vcc_v16_ushort t20 = t19;
            vcc_v16_ushort t21 = t20 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t22 = __builtin_convertvector(t21, vcc_v16_uchar);
            vcc_store(c + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        c[t23] = (unsigned char)((int)a[t23] >> 8);
    }
}

/* int16 product shifted by 8 does not fit 16 bits: computed in int. */
void q8_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_short t6 = vcc_load(vcc_v8_short, a + t5);
            vcc_v8_short t7 = vcc_load(vcc_v8_short, b + t5);
            vcc_v8_int t8 = __builtin_convertvector(t6, vcc_v8_int);
            vcc_v8_int t9 = __builtin_convertvector(t7, vcc_v8_int);
            vcc_v8_int t10 = t8 * t9;
            vcc_v8_int t11 = t10 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t12 = __builtin_convertvector(t11, vcc_v8_short);
            vcc_store(c + t5, t12);
            long t13 = (long)(int)(t1 + 8L);
            vcc_v8_short t14 = vcc_load(vcc_v8_short, a + t13);
            vcc_v8_short t15 = vcc_load(vcc_v8_short, b + t13);
            vcc_v8_int t16 = __builtin_convertvector(t14, vcc_v8_int);
            vcc_v8_int t17 = __builtin_convertvector(t15, vcc_v8_int);
            vcc_v8_int t18 = t16 * t17;
            vcc_v8_int t19 = t18 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t20 = __builtin_convertvector(t19, vcc_v8_short);
            vcc_store(c + t13, t20);
            long t21 = (long)(int)(t1 + 16L);
            vcc_v8_short t22 = vcc_load(vcc_v8_short, a + t21);
            vcc_v8_short t23 = vcc_load(vcc_v8_short, b + t21);
            vcc_v8_int t24 = __builtin_convertvector(t22, vcc_v8_int);
            vcc_v8_int t25 = __builtin_convertvector(t23, vcc_v8_int);
            vcc_v8_int t26 = t24 * t25;
            vcc_v8_int t27 = t26 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t28 = __builtin_convertvector(t27, vcc_v8_short);
            vcc_store(c + t21, t28);
            long t29 = (long)(int)(t1 + 24L);
            vcc_v8_short t30 = vcc_load(vcc_v8_short, a + t29);
            vcc_v8_short t31 = vcc_load(vcc_v8_short, b + t29);
            vcc_v8_int t32 = __builtin_convertvector(t30, vcc_v8_int);
            vcc_v8_int t33 = __builtin_convertvector(t31, vcc_v8_int);
            vcc_v8_int t34 = t32 * t33;
            vcc_v8_int t35 = t34 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t36 = __builtin_convertvector(t35, vcc_v8_short);
            vcc_store(c + t29, t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            long t40 = (long)(int)((long)t37 + t2);
            vcc_v8_short t41 = vcc_load(vcc_v8_short, a + t40);
            vcc_v8_short t42 = vcc_load(vcc_v8_short, b + t40);
            vcc_v8_int t43 = __builtin_convertvector(t41, vcc_v8_int);
            vcc_v8_int t44 = __builtin_convertvector(t42, vcc_v8_int);
            vcc_v8_int t45 = t43 * t44;
            vcc_v8_int t46 = t45 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t47 = __builtin_convertvector(t46, vcc_v8_short);
            vcc_store(c + t40, t47);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        c[t48] = (short)(((int)a[t48] * (int)b[t48]) >> 8);
    }
}

/* The sum is also stored as an int: nothing is narrowed. */
void sum_both(int n, uint8_t *restrict h, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v16_uchar t5 = vcc_load(vcc_v16_uchar, a + t4);
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, b + t4);
            vcc_v16_int t7 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t8 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t9 = t7 + t8;
            vcc_v16_int t10 = t9 >> (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v16_uchar t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v16_short), vcc_v16_uchar);
            vcc_store(h + t4, t11);
            do { vcc_v16_int vcc_w = t9; char *vcc_p = (char *)(s + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t = (int)a[t12] + (int)b[t12];
        h[t12] = (unsigned char)(t >> 1);
        s[t12] = t;
    }
}

/* An alpha blend with an int alpha of any value (bench blend_u8): the products need 32 bits,
   but only bits 8..15 of the sum reach the byte, so 16-bit lanes hold enough of every value;
   alpha and 256 - alpha are broadcast truncated to 16 bits. */
void blend_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, int alpha) {
    int t27;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v16_ushort t5 = vcc_splat(vcc_v16_ushort, (unsigned short)alpha);
        vcc_v16_ushort t6 = (vcc_v16_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256} - t5;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            vcc_v16_uchar t8 = vcc_load(vcc_v16_uchar, a + t7);
            vcc_v16_ushort t9 = __builtin_convertvector(t8, vcc_v16_ushort);
            vcc_v16_ushort t10 = t9 * t5;
            vcc_v16_uchar t11 = vcc_load(vcc_v16_uchar, b + t7);
            vcc_v16_ushort t12 = __builtin_convertvector(t11, vcc_v16_ushort);
            vcc_v16_ushort t13 = t12 * t6;
            vcc_v16_ushort t14 = t10 + t13;
            vcc_v16_ushort t15 = t14 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t16 = __builtin_convertvector(t15, vcc_v16_uchar);
            vcc_store(c + t7, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v16_uchar t18 = vcc_load(vcc_v16_uchar, a + t17);
            vcc_v16_ushort t19 = __builtin_convertvector(t18, vcc_v16_ushort);
            vcc_v16_ushort t20 = t19 * t5;
            vcc_v16_uchar t21 = vcc_load(vcc_v16_uchar, b + t17);
            vcc_v16_ushort t22 = __builtin_convertvector(t21, vcc_v16_ushort);
            vcc_v16_ushort t23 = t22 * t6;
            vcc_v16_ushort t24 = t20 + t23;
            vcc_v16_ushort t25 = t24 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t26 = __builtin_convertvector(t25, vcc_v16_uchar);
            vcc_store(c + t17, t26);
            t1 += 32L;
        } while (t1 < t4);
        t27 = (int)t4;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        vcc_v16_ushort t30 = vcc_splat(vcc_v16_ushort, (unsigned short)alpha);
        vcc_v16_ushort t31 = (vcc_v16_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256} - t30;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t27 + t2);
            vcc_v16_uchar t33 = vcc_load(vcc_v16_uchar, a + t32);
            vcc_v16_ushort t34 = __builtin_convertvector(t33, vcc_v16_ushort);
            vcc_v16_ushort t35 = t34 * t30;
            vcc_v16_uchar t36 = vcc_load(vcc_v16_uchar, b + t32);
            vcc_v16_ushort t37 = __builtin_convertvector(t36, vcc_v16_ushort);
            vcc_v16_ushort t38 = t37 * t31;
            vcc_v16_ushort t39 = t35 + t38;
            vcc_v16_ushort t40 = t39 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t41 = __builtin_convertvector(t40, vcc_v16_uchar);
            vcc_store(c + t32, t41);
            t2 += 16L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        c[t42] = (unsigned char)(((int)a[t42] * alpha + (int)b[t42] * (256 - alpha)) >> 8);
    }
}

/* The product needs 18 bits, the byte its bits 6..13: 16-bit lanes. */
void mul3_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, a + t5);
            vcc_v16_uchar t7 = vcc_load(vcc_v16_uchar, b + t5);
            vcc_v16_ushort t8 = __builtin_convertvector(t6, vcc_v16_ushort);
            vcc_v16_ushort t9 = __builtin_convertvector(t7, vcc_v16_ushort);
            vcc_v16_ushort t10 = t8 * t9;
            vcc_v16_ushort t11 = t10 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t12 = t11 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_uchar t13 = __builtin_convertvector(t12, vcc_v16_uchar);
            vcc_store(c + t5, t13);
            long t14 = (long)(int)(t1 + 16L);
            vcc_v16_uchar t15 = vcc_load(vcc_v16_uchar, a + t14);
            vcc_v16_uchar t16 = vcc_load(vcc_v16_uchar, b + t14);
            vcc_v16_ushort t17 = __builtin_convertvector(t15, vcc_v16_ushort);
            vcc_v16_ushort t18 = __builtin_convertvector(t16, vcc_v16_ushort);
            vcc_v16_ushort t19 = t17 * t18;
            vcc_v16_ushort t20 = t19 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t21 = t20 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_uchar t22 = __builtin_convertvector(t21, vcc_v16_uchar);
            vcc_store(c + t14, t22);
            t1 += 32L;
        } while (t1 < t4);
        t23 = (int)t4;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 16L) {
        long t25 = t24 & -16L;
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + t2);
            vcc_v16_uchar t27 = vcc_load(vcc_v16_uchar, a + t26);
            vcc_v16_uchar t28 = vcc_load(vcc_v16_uchar, b + t26);
            vcc_v16_ushort t29 = __builtin_convertvector(t27, vcc_v16_ushort);
            vcc_v16_ushort t30 = __builtin_convertvector(t28, vcc_v16_ushort);
            vcc_v16_ushort t31 = t29 * t30;
            vcc_v16_ushort t32 = t31 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t33 = t32 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_uchar t34 = __builtin_convertvector(t33, vcc_v16_uchar);
            vcc_store(c + t26, t34);
            t2 += 16L;
        } while (t2 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        c[t35] = (unsigned char)(((int)a[t35] * (int)b[t35] * 3) >> 6);
    }
}

/* k is also needed in full (stored as an int sum): its tree stays in int lanes. */
void scale_both(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, int k) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v16_int t4 = (vcc_v16_int){k, k, k, k, k, k, k, k, k, k, k, k, k, k, k, k};
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            const unsigned char *t6 = a + t5;
            vcc_v16_uchar t7 = vcc_load(vcc_v16_uchar, t6);
            vcc_v16_int t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t9 = t8 * t4;
            vcc_v16_int t10 = t9 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v16_uchar t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v16_short), vcc_v16_uchar);
            vcc_store(c + t5, t11);
            vcc_v16_uchar t12 = vcc_load(vcc_v16_uchar, t6);
            vcc_v16_int t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t14 = t13 + t4;
            do { vcc_v16_int vcc_w = t14; char *vcc_p = (char *)(s + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        const unsigned char *t16 = a + t15;
        c[t15] = (unsigned char)(((int)*t16 * k) >> 4);
        s[t15] = (int)*t16 + k;
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
}

static void extremes_i16(int16_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = first ? -32768 : 32767;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1), *d = new_array(n, 1), *c = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1), *sc = new_array(n, 1);
        uint16_t *wa = new_array(n, 2);
        int16_t *ha = new_array(n, 2), *hb = new_array(n, 2), *hc = new_array(n, 2);
        int *s = new_array(n, sizeof(int));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(d, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(wa, n, 0, 65536);
        FILL(ha, n, -32768, 65536);
        FILL(hb, n, -32768, 65536);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_u8(d, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        extremes_i16(ha, n, 1);
        extremes_i16(hb, n, 0);
        if (n > 0) wa[0] = 65535;
        printf("n=%d", n);
        avg_u8(n, c, a, b, 0);
        printf(" avg0=%llx", HASH(c, n));
        avg_u8(n, c, a, b, 255);
        printf(" avg255=%llx", HASH(c, n));
        uint16_t *wb = new_array(n, 2), *wc = new_array(n, 2);
        FILL(wb, n, 0, 65536);
        if (n > 0) wb[0] = 65535, wb[n - 1] = 0;
        if (n > 1) wa[n - 1] = 65535;
        avg_u16(n, wc, wa, wb);
        printf(" avg16=%llx", HASH(wc, n));
        free(wb), free(wc);
        avg2_u8(n, c, a, b, d);
        printf(" avg2=%llx", HASH(c, n));
        gray_u8(n, c, a, b, d);
        printf(" gray=%llx", HASH(c, n));
        mul_add_u8(n, c, a, b);
        printf(" muladd=%llx", HASH(c, n));
        shl_shr_u8(n, c, a);
        printf(" shlshr=%llx", HASH(c, n));
        diff_i8(n, sc, sa, sb);
        printf(" diff=%llx", HASH(sc, n));
        high_u16(n, c, wa);
        printf(" high=%llx", HASH(c, n));
        q8_i16(n, hc, ha, hb);
        printf(" q8=%llx", HASH(hc, n));
        static const int alphas[] = {0, 77, 256, 300, -5, 70000, -8000000};
        for (int k = 0; k < 7; k++) {
            blend_u8(n, c, a, b, alphas[k]);
            printf(" blend%d=%llx", alphas[k], HASH(c, n));
        }
        mul3_u8(n, c, a, b);
        printf(" mul3=%llx", HASH(c, n));
        scale_both(n, c, s, a, -70001);
        printf(" scale=%llx/%llx", HASH(c, n), HASH(s, n));
        sum_both(n, c, s, a, b);
        printf(" both=%llx/%llx\n", HASH(c, n), HASH(s, n));
        free(a), free(b), free(c), free(d), free(sa), free(sb), free(sc), free(wa), free(ha), free(hb), free(hc), free(s);
    }
    return 0;
}
