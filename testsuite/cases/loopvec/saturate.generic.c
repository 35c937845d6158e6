/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 16 */
#include "harness.h"

/* Saturating arithmetic written in C (loopvec/saturate.rs): the exact sum or difference of
   promoted 8/16-bit values, clamped to the narrow type's range, is one saturating instruction
   in narrow lanes (paddusb, psubusw, paddsw...). Clamps that are not exactly the lane type's
   saturation stay computed in int lanes. Inputs include each type's extremes. */

/* min(a + b, 255) as a conditional expression. */
void adds_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:11 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar t4 = (a_v + b_v) | (vcc_v32_uchar)((a_v + b_v) < a_v);
            vcc_store(c + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int t1 = (int)a[t5] + (int)b[t5];
        unsigned char *t6 = c + t5;
        if (t1 > 255) {
            t1 = 255;
        }
        *t6 = (unsigned char)t1;
    }
}

/* The sum converted to unsigned before the clamp (a conversion that keeps its value). */
void adds_u8_unsigned(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:19 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar t4 = (a_v + b_v) | (vcc_v32_uchar)((a_v + b_v) < a_v);
            vcc_store(c + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        unsigned int t1 = (unsigned int)((int)a[t5] + (int)b[t5]);
        unsigned char *t6 = c + t5;
        if (t1 > 255U) {
            t1 = 255U;
        }
        *t6 = (unsigned char)t1;
    }
}

/* The same as an if statement, the bound written with >=. */
void adds_u8_if(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:27 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar s_v = (a_v + b_v) | (vcc_v32_uchar)((a_v + b_v) < a_v);
            vcc_store(c + i_vec, s_v);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t3 = (long)i;
        int s = (int)a[t3] + (int)b[t3];
        if (s >= 255) {
            s = 255;
        }
        c[t3] = (unsigned char)s;
    }
}

/* max(a - b, 0), the constant on the left of the compare. */
void subs_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:37 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar t4 = (a_v - b_v) & (vcc_v32_uchar)(a_v >= b_v);
            vcc_store(c + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int t1 = (int)a[t5] - (int)b[t5];
        unsigned char *t6 = c + t5;
        if (0 > t1) {
            t1 = 0;
        }
        *t6 = (unsigned char)t1;
    }
}

/* A constant operand: brighten by 40. */
void brighten_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:45 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar t4 = (a_v + (vcc_v32_uchar){(unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40}) | (vcc_v32_uchar)((a_v + (vcc_v32_uchar){(unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40, (unsigned char)40}) < a_v);
            vcc_store(c + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int t1 = (int)a[t5] + 40;
        unsigned char *t6 = c + t5;
        if (t1 >= 255) {
            t1 = 255;
        }
        *t6 = (unsigned char)t1;
    }
}

/* uint16, the clamp as min written with <=. */
void adds_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:53 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + i_vec);
            vcc_v16_ushort b_v = vcc_load(vcc_v16_ushort, b + i_vec);
            vcc_v16_ushort t4 = (a_v + b_v) | (vcc_v16_ushort)((a_v + b_v) < a_v);
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t5);
            vcc_v16_ushort b_v_1 = vcc_load(vcc_v16_ushort, b + t5);
            vcc_v16_ushort t6 = (a_v_1 + b_v_1) | (vcc_v16_ushort)((a_v_1 + b_v_1) < a_v_1);
            vcc_store(c + t5, t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:53 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t10);
            vcc_v16_ushort b_v_2 = vcc_load(vcc_v16_ushort, b + t10);
            vcc_v16_ushort t11 = (a_v_2 + b_v_2) | (vcc_v16_ushort)((a_v_2 + b_v_2) < a_v_2);
            vcc_store(c + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] + (int)b[t12];
        unsigned short *t13 = c + t12;
        if (t1 > 65535) {
            t1 = 65535;
        }
        *t13 = (unsigned short)t1;
    }
}

void subs_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:60 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + i_vec);
            vcc_v16_ushort b_v = vcc_load(vcc_v16_ushort, b + i_vec);
            vcc_v16_ushort d_v = (a_v - b_v) & (vcc_v16_ushort)(a_v >= b_v);
            vcc_store(c + i_vec, d_v);
            long t3 = i_vec + 16L;
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t3);
            vcc_v16_ushort b_v_1 = vcc_load(vcc_v16_ushort, b + t3);
            vcc_v16_ushort d_v_1 = (a_v_1 - b_v_1) & (vcc_v16_ushort)(a_v_1 >= b_v_1);
            vcc_store(c + t3, d_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t4 = (int)t2;
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:60 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t7 = (long)t4 + i_vec_1;
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t7);
            vcc_v16_ushort b_v_2 = vcc_load(vcc_v16_ushort, b + t7);
            vcc_v16_ushort d_v_2 = (a_v_2 - b_v_2) & (vcc_v16_ushort)(a_v_2 >= b_v_2);
            vcc_store(c + t7, d_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t6);
        i = (int)((long)t4 + t6);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int d = (int)a[t8] - (int)b[t8];
        if (d <= 0) {
            d = 0;
        }
        c[t8] = (unsigned short)d;
    }
}

/* int16 clamped at both ends by a nested conditional expression. */
void adds_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t7;
    int i;
    int t14;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:70 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v16_short t4 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(a_v, vcc_v16_int) + __builtin_convertvector(b_v, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t5);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t5);
            vcc_v16_short t6 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(a_v_1, vcc_v16_int) + __builtin_convertvector(b_v_1, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_store(c + t5, t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:70 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t10);
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t10);
            vcc_v16_short t11 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(a_v_2, vcc_v16_int) + __builtin_convertvector(b_v_2, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_store(c + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t1 = (int)a[t12] + (int)b[t12];
        short *t13 = c + t12;
        if (t1 > 32767) {
            t14 = 32767;
        } else {
            if (t1 < -32768) {
                t1 = -32768;
            }
            t14 = t1;
        }
        *t13 = (short)t14;
    }
}

/* int16 difference clamped by two if statements, low end first. */
void subs_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t4;
    int i;
    int t_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:78 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v16_short t_v = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(a_v, vcc_v16_int) - __builtin_convertvector(b_v, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_store(c + i_vec, t_v);
            long t3 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t3);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t3);
            vcc_v16_short t_v_1 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(a_v_1, vcc_v16_int) - __builtin_convertvector(b_v_1, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_store(c + t3, t_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t4 = (int)t2;
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:78 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t7 = (long)t4 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t7);
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t7);
            vcc_v16_short t_v_2 = __builtin_convertvector(vcc_min(vcc_v16_int, vcc_max(vcc_v16_int, __builtin_convertvector(a_v_2, vcc_v16_int) - __builtin_convertvector(b_v_2, vcc_v16_int), ((vcc_v16_int){-32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768, -32768})), ((vcc_v16_int){32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767, 32767})), vcc_v16_short);
            vcc_store(c + t7, t_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t6);
        i = (int)((long)t4 + t6);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int t = (int)a[t8] - (int)b[t8];
        if (t < -32768) {
            t = -32768;
        }
        if (t > 32767) {
            t_1 = 32767;
        } else {
            t_1 = t;
        }
        c[t8] = (short)t_1;
    }
}

/* int8 at both ends, max inside min. */
void adds_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int i;
    int t6;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:90 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_schar a_v = vcc_load(vcc_v32_schar, a + i_vec);
            vcc_v32_schar b_v = vcc_load(vcc_v32_schar, b + i_vec);
            vcc_v32_schar t3 = __builtin_convertvector(vcc_min(vcc_v32_short, vcc_max(vcc_v32_short, __builtin_convertvector(a_v, vcc_v32_short) + __builtin_convertvector(b_v, vcc_v32_short), ((vcc_v32_short){-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128})), ((vcc_v32_short){127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127})), vcc_v32_schar);
            vcc_store(c + i_vec, t3);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        int lo = (int)a[t4] + (int)b[t4];
        if (lo < -128) {
            lo = -128;
        }
        signed char *t5 = c + t4;
        if (lo > 127) {
            t6 = 127;
        } else {
            t6 = lo;
        }
        *t5 = (signed char)t6;
    }
}

/* Not saturations (each computed in int lanes, still exactly): */

/* The bound is not the type's maximum. */
void clamp_250(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:101 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_v16_ushort t4 = __builtin_convertvector(a_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = __builtin_convertvector(b_v, vcc_v16_ushort);
            vcc_v16_ushort s_v = t4 + t5;
            vcc_m16 t6 = (vcc_m16)(s_v > (vcc_v16_ushort){(unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250});
            vcc_v16_ushort t7 = vcc_select(vcc_v16_short, (vcc_v16_short)t6, ((vcc_v16_ushort){(unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250}), s_v);
            vcc_v16_uchar t8 = __builtin_convertvector(t7, vcc_v16_uchar);
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 16L;
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t9);
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t9);
            vcc_v16_ushort t10 = __builtin_convertvector(a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t11 = __builtin_convertvector(b_v_1, vcc_v16_ushort);
            vcc_v16_ushort s_v_1 = t10 + t11;
            vcc_m16 t12 = (vcc_m16)(s_v_1 > (vcc_v16_ushort){(unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250});
            vcc_v16_ushort t13 = vcc_select(vcc_v16_short, (vcc_v16_short)t12, ((vcc_v16_ushort){(unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250}), s_v_1);
            vcc_v16_uchar t14 = __builtin_convertvector(t13, vcc_v16_uchar);
            vcc_store(c + t9, t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:101 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t18);
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t18);
            vcc_v16_ushort t19 = __builtin_convertvector(a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t20 = __builtin_convertvector(b_v_2, vcc_v16_ushort);
            vcc_v16_ushort s_v_2 = t19 + t20;
            vcc_m16 t21 = (vcc_m16)(s_v_2 > (vcc_v16_ushort){(unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250});
            vcc_v16_ushort t22 = vcc_select(vcc_v16_short, (vcc_v16_short)t21, ((vcc_v16_ushort){(unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250, (unsigned short)250}), s_v_2);
            vcc_v16_uchar t23 = __builtin_convertvector(t22, vcc_v16_uchar);
            vcc_store(c + t18, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t1 = (int)a[t24] + (int)b[t24];
        unsigned char *t25 = c + t24;
        if (t1 > 250) {
            t1 = 250;
        }
        *t25 = (unsigned char)t1;
    }
}

/* int8 clamped at the top only: a negative overflow wraps in the truncation. */
void top_only_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:109 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_schar a_v = vcc_load(vcc_v16_schar, a + i_vec);
            vcc_v16_schar b_v = vcc_load(vcc_v16_schar, b + i_vec);
            vcc_v16_short t4 = __builtin_convertvector(a_v, vcc_v16_short);
            vcc_v16_short t5 = __builtin_convertvector(b_v, vcc_v16_short);
            vcc_v16_short t_v = t4 + t5;
            vcc_m16 t6 = (vcc_m16)(t_v > (vcc_v16_short){(short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127});
            vcc_v16_short t7 = vcc_select(vcc_v16_short, (vcc_v16_short)t6, ((vcc_v16_short){(short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127}), t_v);
            vcc_v16_schar t8 = __builtin_convertvector(t7, vcc_v16_schar);
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 16L;
            vcc_v16_schar a_v_1 = vcc_load(vcc_v16_schar, a + t9);
            vcc_v16_schar b_v_1 = vcc_load(vcc_v16_schar, b + t9);
            vcc_v16_short t10 = __builtin_convertvector(a_v_1, vcc_v16_short);
            vcc_v16_short t11 = __builtin_convertvector(b_v_1, vcc_v16_short);
            vcc_v16_short t_v_1 = t10 + t11;
            vcc_m16 t12 = (vcc_m16)(t_v_1 > (vcc_v16_short){(short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127});
            vcc_v16_short t13 = vcc_select(vcc_v16_short, (vcc_v16_short)t12, ((vcc_v16_short){(short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127}), t_v_1);
            vcc_v16_schar t14 = __builtin_convertvector(t13, vcc_v16_schar);
            vcc_store(c + t9, t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            vcc_v16_schar a_v_2 = vcc_load(vcc_v16_schar, a + t18);
            vcc_v16_schar b_v_2 = vcc_load(vcc_v16_schar, b + t18);
            vcc_v16_short t19 = __builtin_convertvector(a_v_2, vcc_v16_short);
            vcc_v16_short t20 = __builtin_convertvector(b_v_2, vcc_v16_short);
            vcc_v16_short t_v_2 = t19 + t20;
            vcc_m16 t21 = (vcc_m16)(t_v_2 > (vcc_v16_short){(short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127});
            vcc_v16_short t22 = vcc_select(vcc_v16_short, (vcc_v16_short)t21, ((vcc_v16_short){(short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127, (short)127}), t_v_2);
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
        int t1 = (int)a[t24] + (int)b[t24];
        signed char *t25 = c + t24;
        if (t1 > 127) {
            t1 = 127;
        }
        *t25 = (signed char)t1;
    }
}

/* Mixed signedness: uint8 + int8 does not fit one 8-bit lane type. */
void mixed(int n, uint8_t *restrict c, const uint8_t *restrict a, const int8_t *restrict b) {
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:117 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_schar b_v = vcc_load(vcc_v16_schar, b + i_vec);
            vcc_v16_short t4 = __builtin_convertvector(a_v, vcc_v16_short);
            vcc_v16_short t5 = __builtin_convertvector(b_v, vcc_v16_short);
            vcc_v16_short s_v = t4 + t5;
            vcc_m16 t6 = (vcc_m16)(s_v > (vcc_v16_short){(short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255});
            vcc_v16_short t7 = vcc_select(vcc_v16_short, (vcc_v16_short)t6, ((vcc_v16_short){(short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255}), s_v);
            vcc_v16_uchar t8 = __builtin_convertvector(t7, vcc_v16_uchar);
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 16L;
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t9);
            vcc_v16_schar b_v_1 = vcc_load(vcc_v16_schar, b + t9);
            vcc_v16_short t10 = __builtin_convertvector(a_v_1, vcc_v16_short);
            vcc_v16_short t11 = __builtin_convertvector(b_v_1, vcc_v16_short);
            vcc_v16_short s_v_1 = t10 + t11;
            vcc_m16 t12 = (vcc_m16)(s_v_1 > (vcc_v16_short){(short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255});
            vcc_v16_short t13 = vcc_select(vcc_v16_short, (vcc_v16_short)t12, ((vcc_v16_short){(short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255}), s_v_1);
            vcc_v16_uchar t14 = __builtin_convertvector(t13, vcc_v16_uchar);
            vcc_store(c + t9, t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:117 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t18);
            vcc_v16_schar b_v_2 = vcc_load(vcc_v16_schar, b + t18);
            vcc_v16_short t19 = __builtin_convertvector(a_v_2, vcc_v16_short);
            vcc_v16_short t20 = __builtin_convertvector(b_v_2, vcc_v16_short);
            vcc_v16_short s_v_2 = t19 + t20;
            vcc_m16 t21 = (vcc_m16)(s_v_2 > (vcc_v16_short){(short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255});
            vcc_v16_short t22 = vcc_select(vcc_v16_short, (vcc_v16_short)t21, ((vcc_v16_short){(short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255, (short)255}), s_v_2);
            vcc_v16_uchar t23 = __builtin_convertvector(t22, vcc_v16_uchar);
            vcc_store(c + t18, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t1 = (int)a[t24] + (int)b[t24];
        unsigned char *t25 = c + t24;
        if (t1 > 255) {
            t1 = 255;
        }
        *t25 = (unsigned char)t1;
    }
}

/* The sum is also stored: it must exist as an int. */
void sum_kept(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:125 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t_v = t4 + t5;
            vcc_store(s + i_vec, t_v);
            vcc_m8 t6 = (vcc_m8)(t_v > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t_v);
            vcc_v8_uchar t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t9);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t9);
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t11 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t_v_1 = t10 + t11;
            vcc_store(s + t9, t_v_1);
            vcc_m8 t12 = (vcc_m8)(t_v_1 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t_v_1);
            vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t9, t14);
            i_vec += 16L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:125 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t18);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t18);
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t20 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t_v_2 = t19 + t20;
            vcc_store(s + t18, t_v_2);
            vcc_m8 t21 = (vcc_m8)(t_v_2 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), t_v_2);
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t18, t23);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t1 = (int)a[t24] + (int)b[t24];
        s[t24] = t1;
        unsigned char *t25 = c + t24;
        if (t1 > 255) {
            t1 = 255;
        }
        *t25 = (unsigned char)t1;
    }
}

/* The clamp's branch does more than pick the bound. */
void counted(int n, uint8_t *restrict c, int *restrict hits, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t12;
    int i;
    int h;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:134 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            vcc_v8_ushort t3 = __builtin_convertvector(a_v, vcc_v8_ushort);
            vcc_v8_ushort t4 = __builtin_convertvector(b_v, vcc_v8_ushort);
            vcc_v8_ushort s_v = t3 + t4;
            vcc_m8 t5 = __builtin_convertvector(s_v > (vcc_v8_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}, vcc_m8);
            vcc_v8_ushort s_v_1 = vcc_select(vcc_v8_short, __builtin_convertvector(t5, vcc_v8_short), ((vcc_v8_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}), s_v);
            vcc_v8_int h_v = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_uchar t6 = __builtin_convertvector(s_v_1, vcc_v8_uchar);
            vcc_store(c + i_vec, t6);
            vcc_store(hits + i_vec, h_v);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            vcc_v8_ushort t8 = __builtin_convertvector(a_v_1, vcc_v8_ushort);
            vcc_v8_ushort t9 = __builtin_convertvector(b_v_1, vcc_v8_ushort);
            vcc_v8_ushort s_v_2 = t8 + t9;
            vcc_m8 t10 = __builtin_convertvector(s_v_2 > (vcc_v8_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}, vcc_m8);
            vcc_v8_ushort s_v_3 = vcc_select(vcc_v8_short, __builtin_convertvector(t10, vcc_v8_short), ((vcc_v8_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}), s_v_2);
            vcc_v8_int h_v_1 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_uchar t11 = __builtin_convertvector(s_v_3, vcc_v8_uchar);
            vcc_store(c + t7, t11);
            vcc_store(hits + t7, h_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:134 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t15);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t15);
            vcc_v8_ushort t16 = __builtin_convertvector(a_v_2, vcc_v8_ushort);
            vcc_v8_ushort t17 = __builtin_convertvector(b_v_2, vcc_v8_ushort);
            vcc_v8_ushort s_v_4 = t16 + t17;
            vcc_m8 t18 = __builtin_convertvector(s_v_4 > (vcc_v8_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}, vcc_m8);
            vcc_v8_ushort s_v_5 = vcc_select(vcc_v8_short, __builtin_convertvector(t18, vcc_v8_short), ((vcc_v8_ushort){(unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255, (unsigned short)255}), s_v_4);
            vcc_v8_int h_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_uchar t19 = __builtin_convertvector(s_v_5, vcc_v8_uchar);
            vcc_store(c + t15, t19);
            vcc_store(hits + t15, h_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int s = (int)a[t20] + (int)b[t20];
        if (s > 255) {
            s = 255;
            h = 1;
        } else {
            h = 0;
        }
        c[t20] = (unsigned char)s;
        hits[t20] = h;
    }
}

/* The clamped value is stored as an int: not a truncation to the lane's width. */
void wide_result(int n, int *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t23;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at saturate.c:148 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int s_v = t4 + t5;
            vcc_m8 t6 = (vcc_m8)(s_v > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), s_v);
            vcc_store(c + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t8);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t8);
            vcc_v8_int t9 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int s_v_1 = t9 + t10;
            vcc_m8 t11 = (vcc_m8)(s_v_1 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), s_v_1);
            vcc_store(c + t8, t12);
            long t13 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t13);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t13);
            vcc_v8_int t14 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t15 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int s_v_2 = t14 + t15;
            vcc_m8 t16 = (vcc_m8)(s_v_2 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), s_v_2);
            vcc_store(c + t13, t17);
            long t18 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t18);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t18);
            vcc_v8_int t19 = __builtin_convertvector(__builtin_convertvector(a_v_3, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t20 = __builtin_convertvector(__builtin_convertvector(b_v_3, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int s_v_3 = t19 + t20;
            vcc_m8 t21 = (vcc_m8)(s_v_3 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), s_v_3);
            vcc_store(c + t18, t22);
            i_vec += 32L;
        } while (i_vec < t3);
        t23 = (int)t3;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at saturate.c:148 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t26 = (long)t23 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t26);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t26);
            vcc_v8_int t27 = __builtin_convertvector(__builtin_convertvector(a_v_4, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t28 = __builtin_convertvector(__builtin_convertvector(b_v_4, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int s_v_4 = t27 + t28;
            vcc_m8 t29 = (vcc_m8)(s_v_4 > (vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255});
            vcc_v8_int t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_int){255, 255, 255, 255, 255, 255, 255, 255}), s_v_4);
            vcc_store(c + t26, t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t1 = (int)a[t31] + (int)b[t31];
        int *t32 = c + t31;
        if (t1 > 255) {
            t1 = 255;
        }
        *t32 = t1;
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
        adds_u8_unsigned(n, c, a, b);
        printf(" addu8u=%llx", HASH(c, n));
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
