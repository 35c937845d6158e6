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
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v16_uchar key_v = (vcc_v16_uchar){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        vcc_v16_uchar t3 = key_v;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + t4);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + t4);
            vcc_v16_uchar t5 = a_v;
            vcc_v16_uchar t6 = b_v;
            vcc_v16_uchar t7 = (t5 | t6) - ((t5 ^ t6) >> 1);
            vcc_v16_uchar t8 = t7 ^ t3;
            vcc_v16_uchar t9 = t8;
            vcc_store(c + t4, t9);
            long t10 = (long)(int)(i_vec + 16L);
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t10);
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t10);
            vcc_v16_uchar t11 = a_v_1;
            vcc_v16_uchar t12 = b_v_1;
            vcc_v16_uchar t13 = (t11 | t12) - ((t11 ^ t12) >> 1);
            vcc_v16_uchar t14 = t13 ^ t3;
            vcc_v16_uchar t15 = t14;
            vcc_store(c + t10, t15);
            i_vec += 32L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        vcc_v16_uchar key_v_1 = (vcc_v16_uchar){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        vcc_v16_uchar t19 = key_v_1;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t16 + i_vec_1);
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t20);
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t20);
            vcc_v16_uchar t21 = a_v_2;
            vcc_v16_uchar t22 = b_v_2;
            vcc_v16_uchar t23 = (t21 | t22) - ((t21 ^ t22) >> 1);
            vcc_v16_uchar t24 = t23 ^ t19;
            vcc_v16_uchar t25 = t24;
            vcc_store(c + t20, t25);
            i_vec_1 += 16L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        c[t26] = (unsigned char)((((int)a[t26] + (int)b[t26] + 1) >> 1) ^ (int)key);
    }
}

/* A rounding average of uint16: the sum needs 17 bits, the average (pavgw) none. */
void avg_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:17 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + t3);
            vcc_v16_ushort b_v = vcc_load(vcc_v16_ushort, b + t3);
            vcc_v16_ushort t4 = b_v;
            vcc_v16_ushort t5 = a_v;
            vcc_v16_ushort t6 = (t5 | t4) - ((t5 ^ t4) >> 1);
            vcc_v16_ushort t7 = t6;
            vcc_store(c + t3, t7);
            long t8 = (long)(int)(i_vec + 16L);
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t8);
            vcc_v16_ushort b_v_1 = vcc_load(vcc_v16_ushort, b + t8);
            vcc_v16_ushort t9 = b_v_1;
            vcc_v16_ushort t10 = a_v_1;
            vcc_v16_ushort t11 = (t10 | t9) - ((t10 ^ t9) >> 1);
            vcc_v16_ushort t12 = t11;
            vcc_store(c + t8, t12);
            i_vec += 32L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t16);
            vcc_v16_ushort b_v_2 = vcc_load(vcc_v16_ushort, b + t16);
            vcc_v16_ushort t17 = b_v_2;
            vcc_v16_ushort t18 = a_v_2;
            vcc_v16_ushort t19 = (t18 | t17) - ((t18 ^ t17) >> 1);
            vcc_v16_ushort t20 = t19;
            vcc_store(c + t16, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = (unsigned short)(((int)a[t21] + (1 + (int)b[t21])) >> 1);
    }
}

/* The average of an average and a byte minus 3 (wraps): 8-bit lanes throughout. */
void avg2_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, const uint8_t *restrict d) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:23 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + t3);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + t3);
            vcc_v16_uchar t4 = a_v;
            vcc_v16_uchar t5 = b_v;
            vcc_v16_uchar t6 = (t4 | t5) - ((t4 ^ t5) >> 1);
            vcc_v16_uchar d_v = vcc_load(vcc_v16_uchar, d + t3);
            vcc_v16_uchar t7 = d_v;
            vcc_v16_uchar t8 = (t7 | t6) - ((t7 ^ t6) >> 1);
            vcc_v16_uchar t9 = t8 - (vcc_v16_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v16_uchar t10 = t9;
            vcc_store(c + t3, t10);
            long t11 = (long)(int)(i_vec + 16L);
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t11);
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t11);
            vcc_v16_uchar t12 = a_v_1;
            vcc_v16_uchar t13 = b_v_1;
            vcc_v16_uchar t14 = (t12 | t13) - ((t12 ^ t13) >> 1);
            vcc_v16_uchar d_v_1 = vcc_load(vcc_v16_uchar, d + t11);
            vcc_v16_uchar t15 = d_v_1;
            vcc_v16_uchar t16 = (t15 | t14) - ((t15 ^ t14) >> 1);
            vcc_v16_uchar t17 = t16 - (vcc_v16_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v16_uchar t18 = t17;
            vcc_store(c + t11, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t22);
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t22);
            vcc_v16_uchar t23 = a_v_2;
            vcc_v16_uchar t24 = b_v_2;
            vcc_v16_uchar t25 = (t23 | t24) - ((t23 ^ t24) >> 1);
            vcc_v16_uchar d_v_2 = vcc_load(vcc_v16_uchar, d + t22);
            vcc_v16_uchar t26 = d_v_2;
            vcc_v16_uchar t27 = (t26 | t25) - ((t26 ^ t25) >> 1);
            vcc_v16_uchar t28 = t27 - (vcc_v16_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v16_uchar t29 = t28;
            vcc_store(c + t22, t29);
            i_vec_1 += 16L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        c[t30] = (unsigned char)(((1 + (((int)a[t30] + (int)b[t30] + 1) >> 1) + (int)d[t30]) >> 1) - 3);
    }
}

/* A weighted sum of bytes up to 65280, shifted down: 16-bit unsigned lanes. */
void gray_u8(int n, uint8_t *restrict g, const uint8_t *restrict r, const uint8_t *restrict gr, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:29 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_uchar r_v = vcc_load(vcc_v16_uchar, r + t3);
            vcc_v16_ushort t4 = __builtin_convertvector(r_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t4;
            vcc_v16_uchar gr_v = vcc_load(vcc_v16_uchar, gr + t3);
            vcc_v16_ushort t6 = __builtin_convertvector(gr_v, vcc_v16_ushort);
            vcc_v16_ushort t7 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t6;
            vcc_v16_ushort t8 = t5 + t7;
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + t3);
            vcc_v16_ushort t9 = __builtin_convertvector(b_v, vcc_v16_ushort);
            vcc_v16_ushort t10 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t9;
            vcc_v16_ushort t11 = t8 + t10;
            vcc_v16_ushort t12 = t11 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t13 = __builtin_convertvector(t12, vcc_v16_uchar);
            vcc_store(g + t3, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        g[t14] = (unsigned char)((77 * (int)r[t14] + 150 * (int)gr[t14] + 29 * (int)b[t14]) >> 8);
    }
}

/* Only the low 8 bits are demanded and no shift right: 8-bit lanes (the multiply wraps). */
void mul_add_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:35 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + t3);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + t3);
            vcc_v32_uchar t4 = a_v;
            vcc_v32_uchar t5 = b_v;
            vcc_v32_uchar t6 = t4 * t5;
            vcc_v32_uchar t7 = t6 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
            vcc_v32_uchar t8 = t4 & (vcc_v32_uchar){(unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15, (unsigned char)15};
            vcc_v32_uchar t9 = t7 - t8;
            vcc_v32_uchar t10 = t9;
            vcc_store(c + t3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = (int)a[t11];
        c[t11] = (unsigned char)(t12 * (int)b[t11] + 7 - (t12 & 15));
    }
}

/* (a << 4) >> 4 keeps a only with 12 bits: 16-bit lanes, not 8. */
void shl_shr_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + t3);
            vcc_v16_ushort t4 = __builtin_convertvector(a_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = t4 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t6 = t5 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t7 = t4 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t8 = t6 | t7;
            vcc_v16_uchar t9 = __builtin_convertvector(t8, vcc_v16_uchar);
            vcc_store(c + t3, t9);
            long t10 = (long)(int)(i_vec + 16L);
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t10);
            vcc_v16_ushort t11 = __builtin_convertvector(a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t12 = t11 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t13 = t12 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t14 = t11 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t15 = t13 | t14;
            vcc_v16_uchar t16 = __builtin_convertvector(t15, vcc_v16_uchar);
            vcc_store(c + t10, t16);
            i_vec += 32L;
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + i_vec_1);
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t20);
            vcc_v16_ushort t21 = __builtin_convertvector(a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t22 = t21 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t23 = t22 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t24 = t21 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t25 = t23 | t24;
            vcc_v16_uchar t26 = __builtin_convertvector(t25, vcc_v16_uchar);
            vcc_store(c + t20, t26);
            i_vec_1 += 16L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = (int)a[t27];
        c[t27] = (unsigned char)((t28 << 4 >> 4) | (t28 >> 7));
    }
}

/* Signed: (a - b) >> 2 on int8 is in [-64, 63]; every value fits int16 lanes (arithmetic shift). */
void diff_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:47 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_schar a_v = vcc_load(vcc_v16_schar, a + t3);
            vcc_v16_schar b_v = vcc_load(vcc_v16_schar, b + t3);
            vcc_v16_ushort t4 = __builtin_convertvector(a_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = __builtin_convertvector(b_v, vcc_v16_ushort);
            vcc_v16_ushort t6 = t4 - t5;
            vcc_v16_ushort t7 = t6 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            vcc_v16_schar t8 = __builtin_convertvector(t7, vcc_v16_schar);
            vcc_store(c + t3, t8);
            long t9 = (long)(int)(i_vec + 16L);
            vcc_v16_schar a_v_1 = vcc_load(vcc_v16_schar, a + t9);
            vcc_v16_schar b_v_1 = vcc_load(vcc_v16_schar, b + t9);
            vcc_v16_ushort t10 = __builtin_convertvector(a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t11 = __builtin_convertvector(b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t12 = t10 - t11;
            vcc_v16_ushort t13 = t12 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            vcc_v16_schar t14 = __builtin_convertvector(t13, vcc_v16_schar);
            vcc_store(c + t9, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v16_schar a_v_2 = vcc_load(vcc_v16_schar, a + t18);
            vcc_v16_schar b_v_2 = vcc_load(vcc_v16_schar, b + t18);
            vcc_v16_ushort t19 = __builtin_convertvector(a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t20 = __builtin_convertvector(b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t21 = t19 - t20;
            vcc_v16_ushort t22 = t21 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            vcc_v16_schar t23 = __builtin_convertvector(t22, vcc_v16_schar);
            vcc_store(c + t18, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        c[t24] = (signed char)(((int)a[t24] - (int)b[t24]) >> 2);
    }
}

/* The high byte of a uint16: a 16-bit leaf truncated to 8 bits. */
void high_u16(int n, uint8_t *restrict c, const uint16_t *restrict a) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:53 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + t3);
            vcc_v16_ushort t4 = a_v;
            vcc_v16_ushort t5 = t4 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t6 = __builtin_convertvector(t5, vcc_v16_uchar);
            vcc_store(c + t3, t6);
            long t7 = (long)(int)(i_vec + 16L);
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t7);
            vcc_v16_ushort t8 = a_v_1;
            vcc_v16_ushort t9 = t8 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t10 = __builtin_convertvector(t9, vcc_v16_uchar);
            vcc_store(c + t7, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t14);
            vcc_v16_ushort t15 = a_v_2;
            vcc_v16_ushort t16 = t15 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t17 = __builtin_convertvector(t16, vcc_v16_uchar);
            vcc_store(c + t14, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        c[t18] = (unsigned char)((int)a[t18] >> 8);
    }
}

/* int16 product shifted by 8 does not fit 16 bits: computed in int. */
void q8_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + t3);
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + t3);
            vcc_v8_int t4 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t5 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t6 = t4 * t5;
            vcc_v8_int t7 = t6 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t8 = __builtin_convertvector(t7, vcc_v8_short);
            vcc_store(c + t3, t8);
            long t9 = (long)(int)(i_vec + 8L);
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t9);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t9);
            vcc_v8_int t10 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t11 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t12 = t10 * t11;
            vcc_v8_int t13 = t12 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t14 = __builtin_convertvector(t13, vcc_v8_short);
            vcc_store(c + t9, t14);
            long t15 = (long)(int)(i_vec + 16L);
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t15);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t15);
            vcc_v8_int t16 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t17 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t18 = t16 * t17;
            vcc_v8_int t19 = t18 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t20 = __builtin_convertvector(t19, vcc_v8_short);
            vcc_store(c + t15, t20);
            long t21 = (long)(int)(i_vec + 24L);
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, a + t21);
            vcc_v8_short b_v_3 = vcc_load(vcc_v8_short, b + t21);
            vcc_v8_int t22 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t23 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t24 = t22 * t23;
            vcc_v8_int t25 = t24 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t26 = __builtin_convertvector(t25, vcc_v8_short);
            vcc_store(c + t21, t26);
            i_vec += 32L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + i_vec_1);
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, a + t30);
            vcc_v8_short b_v_4 = vcc_load(vcc_v8_short, b + t30);
            vcc_v8_int t31 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t32 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t33 = t31 * t32;
            vcc_v8_int t34 = t33 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_short t35 = __builtin_convertvector(t34, vcc_v8_short);
            vcc_store(c + t30, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        c[t36] = (short)(((int)a[t36] * (int)b[t36]) >> 8);
    }
}

/* The sum is also stored as an int: nothing is narrowed. */
void sum_both(int n, uint8_t *restrict h, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:65 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + t3);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + t3);
            vcc_v16_int t4 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t5 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t_v = t4 + t5;
            vcc_v16_int t6 = t_v >> (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v16_uchar t7 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v16_short), vcc_v16_uchar);
            vcc_store(h + t3, t7);
            do { vcc_v16_int vcc_w = t_v; char *vcc_p = (char *)(s + t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int t = (int)a[t8] + (int)b[t8];
        h[t8] = (unsigned char)(t >> 1);
        s[t8] = t;
    }
}

/* An alpha blend with an int alpha of any value (bench blend_u8): the products need 32 bits,
   but only bits 8..15 of the sum reach the byte, so 16-bit lanes hold enough of every value;
   alpha and 256 - alpha are broadcast truncated to 16 bits. */
void blend_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, int alpha) {
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v16_ushort alpha_v = vcc_splat(vcc_v16_ushort, (unsigned short)alpha);
        vcc_v16_ushort t3 = (vcc_v16_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256} - alpha_v;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:76 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + t4);
            vcc_v16_ushort t5 = __builtin_convertvector(a_v, vcc_v16_ushort);
            vcc_v16_ushort t6 = t5 * alpha_v;
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + t4);
            vcc_v16_ushort t7 = __builtin_convertvector(b_v, vcc_v16_ushort);
            vcc_v16_ushort t8 = t7 * t3;
            vcc_v16_ushort t9 = t6 + t8;
            vcc_v16_ushort t10 = t9 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t11 = __builtin_convertvector(t10, vcc_v16_uchar);
            vcc_store(c + t4, t11);
            long t12 = (long)(int)(i_vec + 16L);
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t12);
            vcc_v16_ushort t13 = __builtin_convertvector(a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t14 = t13 * alpha_v;
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t12);
            vcc_v16_ushort t15 = __builtin_convertvector(b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t16 = t15 * t3;
            vcc_v16_ushort t17 = t14 + t16;
            vcc_v16_ushort t18 = t17 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t19 = __builtin_convertvector(t18, vcc_v16_uchar);
            vcc_store(c + t12, t19);
            i_vec += 32L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        vcc_v16_ushort alpha_v_1 = vcc_splat(vcc_v16_ushort, (unsigned short)alpha);
        vcc_v16_ushort t23 = (vcc_v16_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256} - alpha_v_1;
        long i_vec_1 = 0L;
        do {
            long t24 = (long)(int)((long)t20 + i_vec_1);
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t24);
            vcc_v16_ushort t25 = __builtin_convertvector(a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t26 = t25 * alpha_v_1;
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t24);
            vcc_v16_ushort t27 = __builtin_convertvector(b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t28 = t27 * t23;
            vcc_v16_ushort t29 = t26 + t28;
            vcc_v16_ushort t30 = t29 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            vcc_v16_uchar t31 = __builtin_convertvector(t30, vcc_v16_uchar);
            vcc_store(c + t24, t31);
            i_vec_1 += 16L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        c[t32] = (unsigned char)(((int)a[t32] * alpha + (int)b[t32] * (256 - alpha)) >> 8);
    }
}

/* The product needs 18 bits, the byte its bits 6..13: 16-bit lanes. */
void mul3_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:82 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + t3);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + t3);
            vcc_v16_ushort t4 = __builtin_convertvector(a_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = __builtin_convertvector(b_v, vcc_v16_ushort);
            vcc_v16_ushort t6 = t4 * t5;
            vcc_v16_ushort t7 = t6 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t8 = t7 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_uchar t9 = __builtin_convertvector(t8, vcc_v16_uchar);
            vcc_store(c + t3, t9);
            long t10 = (long)(int)(i_vec + 16L);
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t10);
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t10);
            vcc_v16_ushort t11 = __builtin_convertvector(a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t12 = __builtin_convertvector(b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t13 = t11 * t12;
            vcc_v16_ushort t14 = t13 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t15 = t14 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_uchar t16 = __builtin_convertvector(t15, vcc_v16_uchar);
            vcc_store(c + t10, t16);
            i_vec += 32L;
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + i_vec_1);
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t20);
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t20);
            vcc_v16_ushort t21 = __builtin_convertvector(a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t22 = __builtin_convertvector(b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t23 = t21 * t22;
            vcc_v16_ushort t24 = t23 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t25 = t24 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_uchar t26 = __builtin_convertvector(t25, vcc_v16_uchar);
            vcc_store(c + t20, t26);
            i_vec_1 += 16L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        c[t27] = (unsigned char)(((int)a[t27] * (int)b[t27] * 3) >> 6);
    }
}

/* k is also needed in full (stored as an int sum): its tree stays in int lanes. */
void scale_both(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, int k) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_int k_v = (vcc_v16_int){k, k, k, k, k, k, k, k, k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at narrow.c:88 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            const unsigned char *t4 = a + t3;
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, t4);
            vcc_v16_int t5 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t6 = t5 * k_v;
            vcc_v16_int t7 = t6 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v16_uchar t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v16_short), vcc_v16_uchar);
            vcc_store(c + t3, t8);
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, t4);
            vcc_v16_int t9 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t10 = t9 + k_v;
            do { vcc_v16_int vcc_w = t10; char *vcc_p = (char *)(s + t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        const unsigned char *t12 = a + t11;
        c[t11] = (unsigned char)(((int)*t12 * k) >> 4);
        s[t11] = (int)*t12 + k;
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
