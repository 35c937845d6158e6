/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 15 */
#include "harness.h"

/* Saturating arithmetic written in C (loopvec/saturate.rs): the exact sum or difference of
   promoted 8/16-bit values, clamped to the narrow type's range, is one saturating instruction
   in narrow lanes (paddusb, psubusw, paddsw...). Clamps that are not exactly the lane type's
   saturation stay computed in int lanes. Inputs include each type's extremes. */

/* min(a + b, 255) as a conditional expression. */
void adds_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, a + t5);
            vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, b + t5);
            vcc_v32_uchar t8 = t6;
            vcc_v32_uchar t9 = t7;
            vcc_v32_uchar t10 = (t8 + t9) | (vcc_v32_uchar)((t8 + t9) < t8);
            vcc_v32_uchar t11 = t10;
            vcc_store(c + t5, t11);
            t1 += 32L;
        } while (t1 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t2 = (int)a[t12] + (int)b[t12];
        unsigned char *t13 = c + t12;
        if (t2 > 255) {
            t2 = 255;
        }
        *t13 = (unsigned char)t2;
    }
}

/* The same as an if statement, the bound written with >=. */
void adds_u8_if(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
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
            vcc_v32_uchar t9 = (t7 + t8) | (vcc_v32_uchar)((t7 + t8) < t7);
            vcc_v32_uchar t10 = t9;
            vcc_store(c + t4, t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int s = (int)a[t11] + (int)b[t11];
        if (s >= 255) {
            s = 255;
        }
        c[t11] = (unsigned char)s;
    }
}

/* max(a - b, 0), the constant on the left of the compare. */
void subs_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, a + t5);
            vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, b + t5);
            vcc_v32_uchar t8 = t6;
            vcc_v32_uchar t9 = t7;
            vcc_v32_uchar t10 = (t8 - t9) & (vcc_v32_uchar)(t8 >= t9);
            vcc_v32_uchar t11 = t10;
            vcc_store(c + t5, t11);
            t1 += 32L;
        } while (t1 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t2 = (int)a[t12] - (int)b[t12];
        unsigned char *t13 = c + t12;
        if (0 > t2) {
            t2 = 0;
        }
        *t13 = (unsigned char)t2;
    }
}

/* A constant operand: brighten by 40. */
void brighten_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, a + t5);
            vcc_v32_uchar t7 = t6;
            vcc_v32_uchar t8 = (t7 + (vcc_v32_uchar){(unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40}) | (vcc_v32_uchar)((t7 + (vcc_v32_uchar){(unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40}) < t7);
            vcc_v32_uchar t9 = t8;
            vcc_store(c + t5, t9);
            t1 += 32L;
        } while (t1 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t2 = (int)a[t10] + 40;
        unsigned char *t11 = c + t10;
        if (t2 >= 255) {
            t2 = 255;
        }
        *t11 = (unsigned char)t2;
    }
}

/* uint16, the clamp as min written with <=. */
void adds_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    int t20;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v16_ushort t7 = vcc_load(vcc_v16_ushort, a + t6);
            vcc_v16_ushort t8 = vcc_load(vcc_v16_ushort, b + t6);
            vcc_v16_ushort t9 = t7;
            vcc_v16_ushort t10 = t8;
            vcc_v16_ushort t11 = (t9 + t10) | (vcc_v16_ushort)((t9 + t10) < t9);
            vcc_v16_ushort t12 = t11;
            vcc_store(c + t6, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v16_ushort t14 = vcc_load(vcc_v16_ushort, a + t13);
            vcc_v16_ushort t15 = vcc_load(vcc_v16_ushort, b + t13);
            vcc_v16_ushort t16 = t14;
            vcc_v16_ushort t17 = t15;
            vcc_v16_ushort t18 = (t16 + t17) | (vcc_v16_ushort)((t16 + t17) < t16);
            vcc_v16_ushort t19 = t18;
            vcc_store(c + t13, t19);
            t1 += 32L;
        } while (t1 < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + t2);
            vcc_v16_ushort t24 = vcc_load(vcc_v16_ushort, a + t23);
            vcc_v16_ushort t25 = vcc_load(vcc_v16_ushort, b + t23);
            vcc_v16_ushort t26 = t24;
            vcc_v16_ushort t27 = t25;
            vcc_v16_ushort t28 = (t26 + t27) | (vcc_v16_ushort)((t26 + t27) < t26);
            vcc_v16_ushort t29 = t28;
            vcc_store(c + t23, t29);
            t2 += 16L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t3 = (int)a[t30] + (int)b[t30];
        unsigned short *t31 = c + t30;
        if (t3 > 65535) {
            t3 = 65535;
        }
        *t31 = (unsigned short)t3;
    }
}

void subs_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
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
            vcc_v16_ushort t8 = t6;
            vcc_v16_ushort t9 = t7;
            vcc_v16_ushort t10 = (t8 - t9) & (vcc_v16_ushort)(t8 >= t9);
            vcc_v16_ushort t11 = t10;
            vcc_store(c + t5, t11);
            long t12 = (long)(int)(t1 + 16L);
            vcc_v16_ushort t13 = vcc_load(vcc_v16_ushort, a + t12);
            vcc_v16_ushort t14 = vcc_load(vcc_v16_ushort, b + t12);
            vcc_v16_ushort t15 = t13;
            vcc_v16_ushort t16 = t14;
            vcc_v16_ushort t17 = (t15 - t16) & (vcc_v16_ushort)(t15 >= t16);
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
            vcc_v16_ushort t25 = t23;
            vcc_v16_ushort t26 = t24;
            vcc_v16_ushort t27 = (t25 - t26) & (vcc_v16_ushort)(t25 >= t26);
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
        int d = (int)a[t29] - (int)b[t29];
        if (d <= 0) {
            d = 0;
        }
        c[t29] = (unsigned short)d;
    }
}

/* int16 clamped at both ends by a nested conditional expression. */
void adds_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t20;
    int i;
    int t32;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v16_short t7 = vcc_load(vcc_v16_short, a + t6);
            vcc_v16_short t8 = vcc_load(vcc_v16_short, b + t6);
            vcc_v16_short t9 = t7;
            vcc_v16_short t10 = t8;
            vcc_v16_short t11 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(t9, vcc_v16_int) + __builtin_convertvector(t10, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_v16_short t12 = t11;
            vcc_store(c + t6, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v16_short t14 = vcc_load(vcc_v16_short, a + t13);
            vcc_v16_short t15 = vcc_load(vcc_v16_short, b + t13);
            vcc_v16_short t16 = t14;
            vcc_v16_short t17 = t15;
            vcc_v16_short t18 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(t16, vcc_v16_int) + __builtin_convertvector(t17, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_v16_short t19 = t18;
            vcc_store(c + t13, t19);
            t1 += 32L;
        } while (t1 < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + t2);
            vcc_v16_short t24 = vcc_load(vcc_v16_short, a + t23);
            vcc_v16_short t25 = vcc_load(vcc_v16_short, b + t23);
            vcc_v16_short t26 = t24;
            vcc_v16_short t27 = t25;
            vcc_v16_short t28 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(t26, vcc_v16_int) + __builtin_convertvector(t27, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_v16_short t29 = t28;
            vcc_store(c + t23, t29);
            t2 += 16L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t3 = (int)a[t30] + (int)b[t30];
        short *t31 = c + t30;
        if (t3 > 32767) {
            t32 = 32767;
        } else {
            if (t3 < -32768) {
                t3 = -32768;
            }
            t32 = t3;
        }
        *t31 = (short)t32;
    }
}

/* int16 difference clamped by two if statements, low end first. */
void subs_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t19;
    int i;
    int t_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_short t6 = vcc_load(vcc_v16_short, a + t5);
            vcc_v16_short t7 = vcc_load(vcc_v16_short, b + t5);
            vcc_v16_short t8 = t6;
            vcc_v16_short t9 = t7;
            vcc_v16_short t10 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(t8, vcc_v16_int) - __builtin_convertvector(t9, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_v16_short t11 = t10;
            vcc_store(c + t5, t11);
            long t12 = (long)(int)(t1 + 16L);
            vcc_v16_short t13 = vcc_load(vcc_v16_short, a + t12);
            vcc_v16_short t14 = vcc_load(vcc_v16_short, b + t12);
            vcc_v16_short t15 = t13;
            vcc_v16_short t16 = t14;
            vcc_v16_short t17 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(t15, vcc_v16_int) - __builtin_convertvector(t16, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_v16_short t18 = t17;
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
            vcc_v16_short t23 = vcc_load(vcc_v16_short, a + t22);
            vcc_v16_short t24 = vcc_load(vcc_v16_short, b + t22);
            vcc_v16_short t25 = t23;
            vcc_v16_short t26 = t24;
            vcc_v16_short t27 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(t25, vcc_v16_int) - __builtin_convertvector(t26, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_v16_short t28 = t27;
            vcc_store(c + t22, t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t = (int)a[t29] - (int)b[t29];
        if (t < -32768) {
            t = -32768;
        }
        if (t > 32767) {
            t_1 = 32767;
        } else {
            t_1 = t;
        }
        c[t29] = (short)t_1;
    }
}

/* int8 at both ends, max inside min. */
void adds_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int i;
    int t13;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v32_schar t5 = vcc_load(vcc_v32_schar, a + t4);
            vcc_v32_schar t6 = vcc_load(vcc_v32_schar, b + t4);
            vcc_v32_schar t7 = t5;
            vcc_v32_schar t8 = t6;
            vcc_v32_schar t9 = __builtin_convertvector(vcc_min(vcc_v32_short, vcc_max(vcc_v32_short, __builtin_convertvector(t7, vcc_v32_short) + __builtin_convertvector(t8, vcc_v32_short), ((vcc_v32_short){-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128})), ((vcc_v32_short){127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127})), vcc_v32_schar);
            vcc_v32_schar t10 = t9;
            vcc_store(c + t4, t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int lo = (int)a[t11] + (int)b[t11];
        if (lo < -128) {
            lo = -128;
        }
        signed char *t12 = c + t11;
        if (lo > 127) {
            t13 = 127;
        } else {
            t13 = lo;
        }
        *t12 = (signed char)t13;
    }
}

/* Not saturations (each computed in int lanes, still exactly): */

/* The bound is not the type's maximum. */
void clamp_250(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t24;
    int i;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, a + t6);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, b + t6);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t11 = t9 + t10;
            vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){250, 250, 250, 250, 250, 250, 250, 250});
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_int){250, 250, 250, 250, 250, 250, 250, 250}), t11);
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, b + t15);
            vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t20 = t18 + t19;
            vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){250, 250, 250, 250, 250, 250, 250, 250});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){250, 250, 250, 250, 250, 250, 250, 250}), t20);
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t15, t23);
            t1 += 16L;
        } while (t1 < t5);
        t24 = (int)t5;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t2 = 0L;
        do {
            long t27 = (long)(int)((long)t24 + t2);
            vcc_v8_uchar t28 = vcc_load(vcc_v8_uchar, a + t27);
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, b + t27);
            vcc_v8_int t30 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t32 = t30 + t31;
            vcc_m8 t33 = (vcc_m8)(t32 > (vcc_v8_int){250, 250, 250, 250, 250, 250, 250, 250});
            vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, ((vcc_v8_int){250, 250, 250, 250, 250, 250, 250, 250}), t32);
            vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t27, t35);
            t2 += 8L;
        } while (t2 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t3 = (int)a[t36] + (int)b[t36];
        unsigned char *t37 = c + t36;
        if (t3 > 250) {
            t3 = 250;
        }
        *t37 = (unsigned char)t3;
    }
}

/* int8 clamped at the top only: a negative overflow wraps in the truncation. */
void top_only_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t24;
    int i;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_schar t7 = vcc_load(vcc_v8_schar, a + t6);
            vcc_v8_schar t8 = vcc_load(vcc_v8_schar, b + t6);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t11 = t9 + t10;
            vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127});
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127}), t11);
            vcc_v8_schar t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_schar);
            vcc_store(c + t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_schar t16 = vcc_load(vcc_v8_schar, a + t15);
            vcc_v8_schar t17 = vcc_load(vcc_v8_schar, b + t15);
            vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t20 = t18 + t19;
            vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127}), t20);
            vcc_v8_schar t23 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v8_short), vcc_v8_schar);
            vcc_store(c + t15, t23);
            t1 += 16L;
        } while (t1 < t5);
        t24 = (int)t5;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t2 = 0L;
        do {
            long t27 = (long)(int)((long)t24 + t2);
            vcc_v8_schar t28 = vcc_load(vcc_v8_schar, a + t27);
            vcc_v8_schar t29 = vcc_load(vcc_v8_schar, b + t27);
            vcc_v8_int t30 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t32 = t30 + t31;
            vcc_m8 t33 = (vcc_m8)(t32 > (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127});
            vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, ((vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127}), t32);
            vcc_v8_schar t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v8_short), vcc_v8_schar);
            vcc_store(c + t27, t35);
            t2 += 8L;
        } while (t2 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t3 = (int)a[t36] + (int)b[t36];
        signed char *t37 = c + t36;
        if (t3 > 127) {
            t3 = 127;
        }
        *t37 = (signed char)t3;
    }
}

/* Mixed signedness: uint8 + int8 does not fit one 8-bit lane type. */
void mixed(int n, uint8_t *restrict c, const uint8_t *restrict a, const int8_t *restrict b) {
    int t24;
    int i;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, a + t6);
            vcc_v8_schar t8 = vcc_load(vcc_v8_schar, b + t6);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t11 = t9 + t10;
            vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t11);
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_schar t17 = vcc_load(vcc_v8_schar, b + t15);
            vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t20 = t18 + t19;
            vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t20);
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t15, t23);
            t1 += 16L;
        } while (t1 < t5);
        t24 = (int)t5;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t2 = 0L;
        do {
            long t27 = (long)(int)((long)t24 + t2);
            vcc_v8_uchar t28 = vcc_load(vcc_v8_uchar, a + t27);
            vcc_v8_schar t29 = vcc_load(vcc_v8_schar, b + t27);
            vcc_v8_int t30 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_short), vcc_v8_int);
            vcc_v8_int t32 = t30 + t31;
            vcc_m8 t33 = (vcc_m8)(t32 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t32);
            vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t27, t35);
            t2 += 8L;
        } while (t2 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t3 = (int)a[t36] + (int)b[t36];
        unsigned char *t37 = c + t36;
        if (t3 > 255) {
            t3 = 255;
        }
        *t37 = (unsigned char)t3;
    }
}

/* The sum is also stored: it must exist as an int. */
void sum_kept(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t24;
    int i;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, a + t6);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, b + t6);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t11 = t9 + t10;
            vcc_store(s + t6, t11);
            vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t11);
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, b + t15);
            vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t20 = t18 + t19;
            vcc_store(s + t15, t20);
            vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t20);
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t15, t23);
            t1 += 16L;
        } while (t1 < t5);
        t24 = (int)t5;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t2 = 0L;
        do {
            long t27 = (long)(int)((long)t24 + t2);
            vcc_v8_uchar t28 = vcc_load(vcc_v8_uchar, a + t27);
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, b + t27);
            vcc_v8_int t30 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t32 = t30 + t31;
            vcc_store(s + t27, t32);
            vcc_m8 t33 = (vcc_m8)(t32 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t32);
            vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t27, t35);
            t2 += 8L;
        } while (t2 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t3 = (int)a[t36] + (int)b[t36];
        s[t36] = t3;
        unsigned char *t37 = c + t36;
        if (t3 > 255) {
            t3 = 255;
        }
        *t37 = (unsigned char)t3;
    }
}

/* The clamp's branch does more than pick the bound. */
void counted(int n, uint8_t *restrict c, int *restrict hits, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t25;
    int i;
    int h;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, a + t5);
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, b + t5);
            vcc_v8_int t8 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t10 = t8 + t9;
            vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t10);
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t5, t14);
            vcc_store(hits + t5, t13);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, b + t15);
            vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t20 = t18 + t19;
            vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t20);
            vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t15, t24);
            vcc_store(hits + t15, t23);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, a + t28);
            vcc_v8_uchar t30 = vcc_load(vcc_v8_uchar, b + t28);
            vcc_v8_int t31 = __builtin_convertvector(__builtin_convertvector(t29, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t32 = __builtin_convertvector(__builtin_convertvector(t30, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t33 = t31 + t32;
            vcc_m8 t34 = (vcc_m8)(t33 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t33);
            vcc_v8_int t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_uchar t37 = __builtin_convertvector(__builtin_convertvector(t35, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t28, t37);
            vcc_store(hits + t28, t36);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        int s = (int)a[t38] + (int)b[t38];
        if (s > 255) {
            s = 255;
            h = 1;
        } else {
            h = 0;
        }
        c[t38] = (unsigned char)s;
        hits[t38] = h;
    }
}

/* The clamped value is stored as an int: not a truncation to the lane's width. */
void wide_result(int n, int *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t38;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, a + t6);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, b + t6);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t11 = t9 + t10;
            vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t11);
            vcc_store(c + t6, t13);
            long t14 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t15 = vcc_load(vcc_v8_uchar, a + t14);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, b + t14);
            vcc_v8_int t17 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t19 = t17 + t18;
            vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t19);
            vcc_store(c + t14, t21);
            long t22 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t23 = vcc_load(vcc_v8_uchar, a + t22);
            vcc_v8_uchar t24 = vcc_load(vcc_v8_uchar, b + t22);
            vcc_v8_int t25 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t26 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t27 = t25 + t26;
            vcc_m8 t28 = (vcc_m8)(t27 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t27);
            vcc_store(c + t22, t29);
            long t30 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t31 = vcc_load(vcc_v8_uchar, a + t30);
            vcc_v8_uchar t32 = vcc_load(vcc_v8_uchar, b + t30);
            vcc_v8_int t33 = __builtin_convertvector(__builtin_convertvector(t31, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t34 = __builtin_convertvector(__builtin_convertvector(t32, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t35 = t33 + t34;
            vcc_m8 t36 = (vcc_m8)(t35 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t35);
            vcc_store(c + t30, t37);
            t1 += 32L;
        } while (t1 < t5);
        t38 = (int)t5;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 8L) {
        long t40 = t39 & -8L;
        long t2 = 0L;
        do {
            long t41 = (long)(int)((long)t38 + t2);
            vcc_v8_uchar t42 = vcc_load(vcc_v8_uchar, a + t41);
            vcc_v8_uchar t43 = vcc_load(vcc_v8_uchar, b + t41);
            vcc_v8_int t44 = __builtin_convertvector(__builtin_convertvector(t42, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t45 = __builtin_convertvector(__builtin_convertvector(t43, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t46 = t44 + t45;
            vcc_m8 t47 = (vcc_m8)(t46 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t46);
            vcc_store(c + t41, t48);
            t2 += 8L;
        } while (t2 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        int t3 = (int)a[t49] + (int)b[t49];
        int *t50 = c + t49;
        if (t3 > 255) {
            t3 = 255;
        }
        *t50 = t3;
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
    if (n > 2) p[2] = first ? -128 : 127;
}

static void extremes_u16(uint16_t *p, int n) {
    if (n > 0) p[0] = 65535, p[n - 1] = 65535;
    if (n > 1) p[1] = 0;
}

static void extremes_i16(int16_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = first ? -32768 : 32767;
    if (n > 2) p[2] = first ? -32768 : 32767;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1), *sc = new_array(n, 1);
        uint16_t *wa = new_array(n, 2), *wb = new_array(n, 2), *wc = new_array(n, 2);
        int16_t *ha = new_array(n, 2), *hb = new_array(n, 2), *hc = new_array(n, 2);
        int *s = new_array(n, sizeof(int)), *h = new_array(n, sizeof(int));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(wa, n, 0, 65536);
        FILL(wb, n, 0, 65536);
        FILL(ha, n, -32768, 65536);
        FILL(hb, n, -32768, 65536);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        extremes_u16(wa, n);
        extremes_u16(wb, n);
        extremes_i16(ha, n, 1);
        extremes_i16(hb, n, 1);
        printf("n=%d", n);
        adds_u8(n, c, a, b);
        printf(" addu8=%llx", HASH(c, n));
        adds_u8_if(n, c, a, b);
        printf(" addu8if=%llx", HASH(c, n));
        subs_u8(n, c, a, b);
        printf(" subu8=%llx", HASH(c, n));
        brighten_u8(n, c, a);
        printf(" bright=%llx", HASH(c, n));
        adds_u16(n, wc, wa, wb);
        printf(" addu16=%llx", HASH(wc, n));
        subs_u16(n, wc, wa, wb);
        printf(" subu16=%llx", HASH(wc, n));
        adds_i16(n, hc, ha, hb);
        printf(" addi16=%llx", HASH(hc, n));
        subs_i16(n, hc, ha, hb);
        printf(" subi16=%llx", HASH(hc, n));
        adds_i8(n, sc, sa, sb);
        printf(" addi8=%llx", HASH(sc, n));
        clamp_250(n, c, a, b);
        printf(" c250=%llx", HASH(c, n));
        top_only_i8(n, sc, sa, sb);
        printf(" top=%llx", HASH(sc, n));
        mixed(n, c, a, sb);
        printf(" mixed=%llx", HASH(c, n));
        sum_kept(n, c, s, a, b);
        printf(" kept=%llx/%llx", HASH(c, n), HASH(s, n));
        counted(n, c, h, a, b);
        printf(" counted=%llx/%llx", HASH(c, n), HASH(h, n));
        wide_result(n, s, a, b);
        printf(" wide=%llx\n", HASH(s, n));
        free(a), free(b), free(c), free(sa), free(sb), free(sc), free(wa), free(wb), free(wc);
        free(ha), free(hb), free(hc), free(s), free(h);
    }
    return 0;
}
