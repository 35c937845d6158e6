/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=11 avx2=11 avx512=11 avx512vbmi-zmm=12 sse4.2=11 neon=9 sse2=10 */
#include "harness.h"

/* Selects and if-converted branches between values of 8- and 16-bit types, whose result is
   stored back as 8 or 16 bits: C computes them in `int`, and the loop vectorizer computes
   them in lanes of the narrow type (narrow.rs), twice or four times as many per register (a
   min of shorts is one `vpminsw` of 16 lanes on AVX2 instead of 8 `int` lanes and two
   conversions). Every kernel is checked at the ends of each type's range: a lane too narrow,
   or of the wrong signedness, changes the results. */

/* A min written as a branch (a blend of two edges), in signed 16-bit lanes. */
void min_s16(int n, short *restrict a, const short *restrict b) {
    int t9;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            short *t4 = a + i_vec;
            vcc_v16_short a_v = vcc_load(vcc_v16_short, t4);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v16_short t5 = vcc_min(vcc_v16_short, a_v, b_v);
            vcc_store(t4, t5);
            long t6 = i_vec + 16L;
            short *t7 = a + t6;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, t7);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t6);
            vcc_v16_short t8 = vcc_min(vcc_v16_short, a_v_1, b_v_1);
            vcc_store(t7, t8);
            i_vec += 32L;
        } while (i_vec < t3);
        t9 = (int)t3;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t12 = (long)t9 + i_vec_1;
            short *t13 = a + t12;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, t13);
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t12);
            vcc_v16_short t14 = vcc_min(vcc_v16_short, a_v_2, b_v_2);
            vcc_store(t13, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        short *t16 = a + t15;
        int t1 = (int)*t16;
        int t17 = (int)b[t15];
        if (t1 >= t17) {
            t1 = t17;
        }
        *t16 = (short)t1;
    }
}

/* A max of bytes: unsigned 8-bit lanes. */
void max_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:19 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar t4 = vcc_max(vcc_v32_schar, a_v, b_v);
            vcc_store(out + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        unsigned char *t6 = out + t5;
        int t1 = (int)a[t5];
        int t7 = (int)b[t5];
        if (t1 <= t7) {
            t1 = t7;
        }
        *t6 = (unsigned char)t1;
    }
}

/* One arm a loop-invariant `short` (promoted to int before the loop): its truncation is
   broadcast. */
void floor_s16(int n, short *restrict out, const short *restrict a, short k) {
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v16_short k_v = (vcc_v16_short){k, k, k, k, k, k, k, k, k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:26 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short t4 = vcc_max(vcc_v16_short, a_v, k_v);
            vcc_store(out + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t5);
            vcc_v16_short t6 = vcc_max(vcc_v16_short, a_v_1, k_v);
            vcc_store(out + t5, t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        vcc_v16_short k_v_1 = (vcc_v16_short){k, k, k, k, k, k, k, k, k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:26 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t10);
            vcc_v16_short t11 = vcc_max(vcc_v16_short, a_v_2, k_v_1);
            vcc_store(out + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        short *t13 = out + t12;
        int t1 = (int)a[t12];
        int t14 = (int)k;
        if (t1 <= t14) {
            t1 = t14;
        }
        *t13 = (short)t1;
    }
}

/* The condition compares floats (32-bit lanes): the select of shorts takes its mask. */
void pick_by_float(int n, short *restrict out, const float *restrict f, const short *restrict a,
                   const short *restrict b) {
    int i;
    int t11;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:33 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float f_v = vcc_load(vcc_v8_float, f + i_vec);
            vcc_m8 t3 = (vcc_m8)(f_v > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_m8 t4 = ~t3;
            vcc_v8_short b_v = vcc_load_masked(vcc_v8_short, (const short *)((unsigned long)b + (unsigned long)i_vec * 2UL), t4);
            vcc_v8_ushort t5 = (vcc_v8_ushort)b_v;
            vcc_v8_short a_v = vcc_load_masked(vcc_v8_short, (const short *)((unsigned long)a + (unsigned long)i_vec * 2UL), t3);
            vcc_v8_ushort t6 = (vcc_v8_ushort)a_v;
            vcc_v8_ushort t7 = vcc_select(vcc_v8_short, __builtin_convertvector(t3, vcc_v8_short), t6, t5);
            vcc_v8_short t8 = (vcc_v8_short)t7;
            vcc_store(out + i_vec, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        short *t10 = out + t9;
        if (f[t9] > 0.0f) {
            t11 = (int)a[t9];
        } else {
            t11 = (int)b[t9];
        }
        *t10 = (short)t11;
    }
}

/* The condition compares ints that are not narrowed. */
void pick_by_int(int n, unsigned char *restrict out, const int *restrict c, const unsigned char *restrict a,
                 const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] > 0 ? a[i] : b[i];
}

/* An absolute difference of bytes as a branch: each arm's range is -255..255, so the lanes
   are 16-bit (signed), and the stored byte is their low half. */
void absdiff_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    int t11;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:47 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_m32 t3 = (vcc_m32)(a_v > b_v);
            vcc_v32_uchar t4 = b_v - a_v;
            vcc_v32_uchar t5 = a_v - b_v;
            vcc_v32_uchar t6 = vcc_select(vcc_v32_schar, (vcc_v32_schar)t3, t5, t4);
            vcc_store(out + i_vec, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        unsigned char *t8 = out + t7;
        int t9 = (int)a[t7];
        int t10 = (int)b[t7];
        if (t9 > t10) {
            t11 = t9 - t10;
        } else {
            t11 = t10 - t9;
        }
        *t8 = (unsigned char)t11;
    }
}

/* Three edges into one value: a median-like choice of three shorts. */
void choose3_s16(int n, short *restrict out, const short *restrict a, const short *restrict b,
                 const short *restrict c) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:54 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_m16 t3 = (vcc_m16)(a_v > b_v);
            vcc_m16 t4 = ~t3;
            vcc_v16_short c_v = vcc_load_masked(vcc_v16_short, (const short *)((unsigned long)c + (unsigned long)i_vec * 2UL), t4);
            vcc_m16 t5 = (vcc_m16)(a_v < c_v);
            vcc_v16_short x_v = vcc_select(vcc_v16_short, (vcc_v16_short)t5, c_v, b_v);
            vcc_v16_short x_v_1 = vcc_select(vcc_v16_short, (vcc_v16_short)t3, a_v, x_v);
            vcc_store(out + i_vec, x_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int x = (int)a[t6];
        int t7 = (int)b[t6];
        if (x <= t7) {
            int x_1 = (int)c[t6];
            if (x >= x_1) {
                x_1 = t7;
            }
            x = x_1;
        }
        out[t6] = (short)x;
    }
}

/* The chosen value is also stored as an int: it stays in 32-bit lanes. */
void max_also_int(int n, short *restrict out, int *restrict wide, const short *restrict a, const short *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:68 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int m_v = vcc_max(vcc_v8_int, t3, t4);
            vcc_v8_short t5 = __builtin_convertvector(m_v, vcc_v8_short);
            vcc_store(out + i_vec, t5);
            vcc_store(wide + i_vec, m_v);
            long t6 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t6);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t6);
            vcc_v8_int t7 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t8 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int m_v_1 = vcc_max(vcc_v8_int, t7, t8);
            vcc_v8_short t9 = __builtin_convertvector(m_v_1, vcc_v8_short);
            vcc_store(out + t6, t9);
            vcc_store(wide + t6, m_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t13);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t13);
            vcc_v8_int t14 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t15 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int m_v_2 = vcc_max(vcc_v8_int, t14, t15);
            vcc_v8_short t16 = __builtin_convertvector(m_v_2, vcc_v8_short);
            vcc_store(out + t13, t16);
            vcc_store(wide + t13, m_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int m = (int)a[t17];
        int t18 = (int)b[t17];
        if (m <= t18) {
            m = t18;
        }
        out[t17] = (short)m;
        wide[t17] = m;
    }
}

/* A truth test of a value of the tree (`a & 1`) chooses. */
void odd_pick_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:77 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t5 = t4 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t6 = (vcc_m8)(t5 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t7 = ~t6;
            vcc_v8_uchar b_v = vcc_load_masked(vcc_v8_uchar, (const unsigned char *)((unsigned long)b + (unsigned long)i_vec * 1UL), t7);
            vcc_v8_int t8 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t4, t8);
            vcc_v8_uchar t10 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v8_short), vcc_v8_uchar);
            vcc_store(out + i_vec, t10);
            i_vec += 8L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        unsigned char *t12 = out + t11;
        int t1 = (int)a[t11];
        if (!(t1 & 1)) {
            t1 = (int)b[t11];
        }
        *t12 = (unsigned char)t1;
    }
}

/* Signed and unsigned bytes compared: -128..255 fits no 8-bit lane, so 16-bit ones. */
void mixed_min(int n, short *restrict out, const signed char *restrict s, const unsigned char *restrict u) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:83 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_schar s_v = vcc_load(vcc_v16_schar, s + i_vec);
            vcc_v16_uchar u_v = vcc_load(vcc_v16_uchar, u + i_vec);
            vcc_v16_short t4 = __builtin_convertvector(s_v, vcc_v16_short);
            vcc_v16_short t5 = __builtin_convertvector(u_v, vcc_v16_short);
            vcc_v16_short t6 = vcc_min(vcc_v16_short, t4, t5);
            vcc_store(out + i_vec, t6);
            long t7 = i_vec + 16L;
            vcc_v16_schar s_v_1 = vcc_load(vcc_v16_schar, s + t7);
            vcc_v16_uchar u_v_1 = vcc_load(vcc_v16_uchar, u + t7);
            vcc_v16_short t8 = __builtin_convertvector(s_v_1, vcc_v16_short);
            vcc_v16_short t9 = __builtin_convertvector(u_v_1, vcc_v16_short);
            vcc_v16_short t10 = vcc_min(vcc_v16_short, t8, t9);
            vcc_store(out + t7, t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_select.c:83 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            vcc_v16_schar s_v_2 = vcc_load(vcc_v16_schar, s + t14);
            vcc_v16_uchar u_v_2 = vcc_load(vcc_v16_uchar, u + t14);
            vcc_v16_short t15 = __builtin_convertvector(s_v_2, vcc_v16_short);
            vcc_v16_short t16 = __builtin_convertvector(u_v_2, vcc_v16_short);
            vcc_v16_short t17 = vcc_min(vcc_v16_short, t15, t16);
            vcc_store(out + t14, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        short *t19 = out + t18;
        int t1 = (int)s[t18];
        int t20 = (int)u[t18];
        if (t1 >= t20) {
            t1 = t20;
        }
        *t19 = (short)t1;
    }
}

/* The choice then shifted: the shift needs one more bit than the stored byte. */
void max_half_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:89 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar t4 = vcc_max(vcc_v32_schar, a_v, b_v);
            vcc_v32_uchar t5 = t4 >> (vcc_v32_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_store(out + i_vec, t5);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        unsigned char *t7 = out + t6;
        int t1 = (int)a[t6];
        int t8 = (int)b[t6];
        if (t1 <= t8) {
            t1 = t8;
        }
        *t7 = (unsigned char)(t1 >> 1);
    }
}

/* A clamp that is a saturating add keeps its own form (saturate.rs). */
void addsat_u8(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_select.c:95 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar t4 = (a_v + b_v) | (vcc_v32_uchar)((a_v + b_v) < a_v);
            vcc_store(out + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int t1 = (int)a[t5] + (int)b[t5];
        unsigned char *t6 = out + t5;
        if (t1 > 255) {
            t1 = 255;
        }
        *t6 = (unsigned char)t1;
    }
}

static int edge8(unsigned r) {
    static const int ends[] = {0, 1, 127, 128, 255, 126, 129};
    return r % 3 == 0 ? ends[r % 7] : (int)(r >> 3) & 255;
}

static int edge16(unsigned r) {
    static const int ends[] = {0, 1, 32767, 32768, 65535, 32766, 32769};
    return r % 3 == 0 ? ends[r % 7] : (int)(r >> 3) & 65535;
}

int main(void) {
    int n;
    int t1;
    int t10;
    int t16;
    int t26;
    int i_1;
    int t46;
    int i_2;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        unsigned char *uo = (unsigned char *)new_array(n, 1UL);
        signed char *sc = (signed char *)new_array(n, 1UL);
        void *t2 = new_array(n, 2UL);
        short *sa = (short *)t2;
        short *sb = (short *)new_array(n, 2UL);
        void *t3 = new_array(n, 2UL);
        short *sc16 = (short *)t3;
        void *t4 = new_array(n, 2UL);
        short *so = (short *)t4;
        float *f = (float *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int *wide = (int *)new_array(n, 4UL);
        for (int i = 0; i < n; i++) {
            long t5 = (long)i;
            unsigned char *t6 = ua + t5;
            unsigned int t7 = next_rand();
            *t6 = (unsigned char)edge8(t7);
            unsigned char *t8 = ub + t5;
            if ((i % 5) == 0) {
                t10 = (int)*t6;
            } else {
                int t9 = edge8(next_rand());
                t10 = (int)(unsigned char)t9;
            }
            *t8 = (unsigned char)t10;
            unsigned int t11 = next_rand();
            sc[t5] = (signed char)edge8(t11);
            short *t12 = sa + t5;
            unsigned int t13 = next_rand();
            *t12 = (short)edge16(t13);
            short *t14 = sb + t5;
            if ((i % 4) == 0) {
                t16 = (int)*t12;
            } else {
                int t15 = edge16(next_rand());
                t16 = (int)(short)t15;
            }
            *t14 = (short)t16;
            unsigned int t17 = next_rand();
            sc16[t5] = (short)edge16(t17);
            f[t5] = (float)((int)(next_rand() % 200U) - 100);
            c[t5] = (int)(next_rand() % 7U) - 3;
        }
        long t18 = (long)n;
        unsigned long t19 = (unsigned long)t2;
        unsigned long t20 = (unsigned long)t4;
        long t21 = (long)((unsigned long)t4 - (unsigned long)t2);
        if ((t18 >= 64L) & (((t19 + (unsigned long)(2L + (t18 - 1L) * 2L)) <= t20) | ((t20 + (unsigned long)(2L + (t18 - 1L) * 2L)) <= t19) | ((t21 <= 0L) | (t21 >= 128L)))) {
            long t22 = t18 & -64L;
            long i_vec = 0L;
            /* vcc: loop at narrow_select.c:129 vectorized: VF 16, UF 4, run-time check: the value of the call to `new_array` at 116:21 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
            do {
                vcc_v16_short sa_v = vcc_load(vcc_v16_short, sa + i_vec);
                vcc_store(so + i_vec, sa_v);
                long t23 = i_vec + 16L;
                vcc_v16_short sa_v_1 = vcc_load(vcc_v16_short, sa + t23);
                vcc_store(so + t23, sa_v_1);
                long t24 = i_vec + 32L;
                vcc_v16_short sa_v_2 = vcc_load(vcc_v16_short, sa + t24);
                vcc_store(so + t24, sa_v_2);
                long t25 = i_vec + 48L;
                vcc_v16_short sa_v_3 = vcc_load(vcc_v16_short, sa + t25);
                vcc_store(so + t25, sa_v_3);
                i_vec += 64L;
            } while (i_vec < t22);
            t26 = (int)t22;
        } else {
            t26 = 0;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t2;
        unsigned long t29 = (unsigned long)t4;
        long t30 = (long)((unsigned long)t4 + (unsigned long)((long)t26 * 2L) - ((unsigned long)t2 + (unsigned long)((long)t26 * 2L)));
        if ((t27 >= 16L) & (((t28 + (unsigned long)((long)t26 * 2L + 2L + (t27 - 1L) * 2L)) <= (t29 + (unsigned long)((long)t26 * 2L))) | ((t29 + (unsigned long)((long)t26 * 2L + 2L + (t27 - 1L) * 2L)) <= (t28 + (unsigned long)((long)t26 * 2L))) | ((t30 <= 0L) | (t30 >= 32L)))) {
            long t31 = t27 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at narrow_select.c:129 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 116:21 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t32 = (long)t26 + i_vec_1;
                vcc_v16_short sa_v_4 = vcc_load(vcc_v16_short, sa + t32);
                vcc_store(so + t32, sa_v_4);
                i_vec_1 += 16L;
            } while (i_vec_1 < t31);
            i_1 = (int)((long)t26 + t31);
        } else {
            i_1 = t26;
        }
        for (; i_1 < n; i_1++) {
            long t33 = (long)i_1;
            so[t33] = sa[t33];
        }
        const short *t34 = sb;
        min_s16(n, so, t34);
        unsigned long t35 = (unsigned long)n;
        unsigned long t36 = t35 * 2UL;
        const void *t37 = (const void *)so;
        printf("n=%d min_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        long t38 = (long)n;
        unsigned long t39 = (unsigned long)t3;
        unsigned long t40 = (unsigned long)t4;
        long t41 = (long)((unsigned long)t4 - (unsigned long)t3);
        if ((t38 >= 64L) & (((t39 + (unsigned long)(2L + (t38 - 1L) * 2L)) <= t40) | ((t40 + (unsigned long)(2L + (t38 - 1L) * 2L)) <= t39) | ((t41 <= 0L) | (t41 >= 128L)))) {
            long t42 = t38 & -64L;
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_select.c:133 vectorized: VF 16, UF 4, run-time check: the value of the call to `new_array` at 116:69 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
            do {
                vcc_v16_short sc16_v = vcc_load(vcc_v16_short, sc16 + i_vec_2);
                vcc_store(so + i_vec_2, sc16_v);
                long t43 = i_vec_2 + 16L;
                vcc_v16_short sc16_v_1 = vcc_load(vcc_v16_short, sc16 + t43);
                vcc_store(so + t43, sc16_v_1);
                long t44 = i_vec_2 + 32L;
                vcc_v16_short sc16_v_2 = vcc_load(vcc_v16_short, sc16 + t44);
                vcc_store(so + t44, sc16_v_2);
                long t45 = i_vec_2 + 48L;
                vcc_v16_short sc16_v_3 = vcc_load(vcc_v16_short, sc16 + t45);
                vcc_store(so + t45, sc16_v_3);
                i_vec_2 += 64L;
            } while (i_vec_2 < t42);
            t46 = (int)t42;
        } else {
            t46 = 0;
        }
        long t47 = (long)n + (long)t46 * -1L;
        unsigned long t48 = (unsigned long)t3;
        unsigned long t49 = (unsigned long)t4;
        long t50 = (long)((unsigned long)t4 + (unsigned long)((long)t46 * 2L) - ((unsigned long)t3 + (unsigned long)((long)t46 * 2L)));
        if ((t47 >= 16L) & (((t48 + (unsigned long)((long)t46 * 2L + 2L + (t47 - 1L) * 2L)) <= (t49 + (unsigned long)((long)t46 * 2L))) | ((t49 + (unsigned long)((long)t46 * 2L + 2L + (t47 - 1L) * 2L)) <= (t48 + (unsigned long)((long)t46 * 2L))) | ((t50 <= 0L) | (t50 >= 32L)))) {
            long t51 = t47 & -16L;
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_select.c:133 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 116:69 and the value of the call to `new_array` at 116:92 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t52 = (long)t46 + i_vec_3;
                vcc_v16_short sc16_v_4 = vcc_load(vcc_v16_short, sc16 + t52);
                vcc_store(so + t52, sc16_v_4);
                i_vec_3 += 16L;
            } while (i_vec_3 < t51);
            i_2 = (int)((long)t46 + t51);
        } else {
            i_2 = t46;
        }
        for (; i_2 < n; i_2++) {
            long t53 = (long)i_2;
            so[t53] = sc16[t53];
        }
        const short *t54 = sa;
        min_s16(n, so, t54);
        printf("n=%d min_s16b %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        const unsigned char *t55 = ub;
        const unsigned char *t56 = ua;
        max_u8(n, uo, t56, t55);
        unsigned long t57 = t35 * 1UL;
        const void *t58 = (const void *)uo;
        printf("n=%d max_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        floor_s16(n, so, t54, (short)-5);
        printf("n=%d floor_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        floor_s16(n, so, t54, (short)32767);
        printf("n=%d floor_s16b %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        pick_by_float(n, so, f, t54, t34);
        printf("n=%d pick_by_float %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        pick_by_int(n, uo, c, t56, t55);
        printf("n=%d pick_by_int %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        absdiff_u8(n, uo, t56, t55);
        printf("n=%d absdiff_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        choose3_s16(n, so, t54, t34, sc16);
        printf("n=%d choose3_s16 %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        max_also_int(n, so, wide, t54, t34);
        unsigned long t59 = hash_bytes((const void *)wide, t35 * 4UL);
        printf("n=%d max_also_int %llx %llx\n", n, (unsigned long long)hash_bytes(t37, t36), (unsigned long long)t59);
        odd_pick_u8(n, uo, t56, t55);
        printf("n=%d odd_pick_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        mixed_min(n, so, sc, t56);
        printf("n=%d mixed_min %llx\n", n, (unsigned long long)hash_bytes(t37, t36));
        max_half_u8(n, uo, t56, t55);
        printf("n=%d max_half_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        addsat_u8(n, uo, t56, t55);
        printf("n=%d addsat_u8 %llx\n", n, (unsigned long long)hash_bytes(t58, t57));
        free((void *)ua);
        free((void *)ub);
        free((void *)uo);
        free((void *)sc);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc16);
        free((void *)so);
        free((void *)f);
        free((void *)c);
        free((void *)wide);
    }
}
