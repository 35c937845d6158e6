/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=8 avx2=8 sse4.2=8 sse2=8 neon=7 */
#include "harness.h"

/* Comparisons of narrow lanes (chars, shorts) whose results are used on wider ones: at VF 4 or
   8 the compared operands are 4 or 8 bytes and the mask has the wide lanes' width. sse2 compares
   them in the low bytes of a register and widens the mask by unpacking it with itself (no
   `pmovsx` there); every comparison and signedness, with values at the ends of each type's
   range (where a signed compare of unsigned lanes would go wrong). */

void lt_i8(int n, int *restrict out, const signed char *restrict a, const signed char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:11 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_schar a_v = vcc_load(vcc_v32_schar, a + i_vec);
            vcc_v32_schar b_v = vcc_load(vcc_v32_schar, b + i_vec);
            vcc_m32 t3 = (vcc_m32)(a_v < b_v);
            vcc_v32_int t4 = __builtin_convertvector(t3 & 1, vcc_v32_int);
            do { vcc_v32_int vcc_w = t4; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 16, 17, 18, 19, 20, 21, 22, 23)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 24, 25, 26, 27, 28, 29, 30, 31)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (int)a[t5] < (int)b[t5];
    }
}

void gt_u8_count(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            vcc_v16_int out_v = vcc_load(vcc_v16_int, t3);
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_m16 t4 = __builtin_convertvector(a_v > b_v, vcc_m16);
            vcc_v16_int t5 = __builtin_convertvector(t4, vcc_v16_int);
            vcc_v16_int t6 = out_v - t5;
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t7 = i_vec + 16L;
            int *t8 = out + t7;
            vcc_v16_int out_v_1 = vcc_load(vcc_v16_int, t8);
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t7);
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t7);
            vcc_m16 t9 = __builtin_convertvector(a_v_1 > b_v_1, vcc_m16);
            vcc_v16_int t10 = __builtin_convertvector(t9, vcc_v16_int);
            vcc_v16_int t11 = out_v_1 - t10;
            do { vcc_v16_int vcc_w = t11; char *vcc_p = (char *)(t8); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int *t16 = out + t15;
            vcc_v16_int out_v_2 = vcc_load(vcc_v16_int, t16);
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t15);
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t15);
            vcc_m16 t17 = __builtin_convertvector(a_v_2 > b_v_2, vcc_m16);
            vcc_v16_int t18 = __builtin_convertvector(t17, vcc_v16_int);
            vcc_v16_int t19 = out_v_2 - t18;
            do { vcc_v16_int vcc_w = t19; char *vcc_p = (char *)(t16); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int *t21 = out + t20;
        *t21 = *t21 + ((int)a[t20] > (int)b[t20]);
    }
}

void le_u8_select(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                  const int *restrict x) {
    int t16;
    int i;
    int t28;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            vcc_m8 t3 = __builtin_convertvector(a_v <= b_v, vcc_m8);
            vcc_m8 t4 = ~t3;
            vcc_v8_int x_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t4);
            vcc_v8_uint t5 = (vcc_v8_uint)x_v;
            vcc_v8_uint t6 = -t5;
            vcc_v8_int t7 = (vcc_v8_int)t6;
            vcc_v8_int x_v_1 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, x_v_1, t7);
            vcc_store(out + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t9);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t9);
            vcc_m8 t10 = __builtin_convertvector(a_v_1 <= b_v_1, vcc_m8);
            vcc_m8 t11 = ~t10;
            vcc_v8_int x_v_2 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)t9 * 4UL), t11);
            vcc_v8_uint t12 = (vcc_v8_uint)x_v_2;
            vcc_v8_uint t13 = -t12;
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_v8_int x_v_3 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)t9 * 4UL), t10);
            vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, x_v_3, t14);
            vcc_store(out + t9, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t19);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t19);
            vcc_m8 t20 = __builtin_convertvector(a_v_2 <= b_v_2, vcc_m8);
            vcc_m8 t21 = ~t20;
            vcc_v8_int x_v_4 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)t19 * 4UL), t21);
            vcc_v8_uint t22 = (vcc_v8_uint)x_v_4;
            vcc_v8_uint t23 = -t22;
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_int x_v_5 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)x + (unsigned long)t19 * 4UL), t20);
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, x_v_5, t24);
            vcc_store(out + t19, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int *t27 = out + t26;
        if ((int)a[t26] <= (int)b[t26]) {
            t28 = x[t26];
        } else {
            t28 = -x[t26];
        }
        *t27 = t28;
    }
}

void ge_i16(int n, int *restrict out, const short *restrict s, const short *restrict t) {
    int t18;
    int i;
    int t27;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = out + i_vec;
            vcc_v8_short s_v = vcc_load(vcc_v8_short, s + i_vec);
            vcc_v8_short t_v = vcc_load(vcc_v8_short, t + i_vec);
            vcc_m8 t4 = __builtin_convertvector(s_v >= t_v, vcc_m8);
            vcc_v8_int out_v = vcc_load(vcc_v8_int, t3);
            vcc_v8_int t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}), out_v);
            vcc_store(t3, t5);
            long t6 = i_vec + 8L;
            int *t7 = out + t6;
            vcc_v8_short s_v_1 = vcc_load(vcc_v8_short, s + t6);
            vcc_v8_short t_v_1 = vcc_load(vcc_v8_short, t + t6);
            vcc_m8 t8 = __builtin_convertvector(s_v_1 >= t_v_1, vcc_m8);
            vcc_v8_int out_v_1 = vcc_load(vcc_v8_int, t7);
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}), out_v_1);
            vcc_store(t7, t9);
            long t10 = i_vec + 16L;
            int *t11 = out + t10;
            vcc_v8_short s_v_2 = vcc_load(vcc_v8_short, s + t10);
            vcc_v8_short t_v_2 = vcc_load(vcc_v8_short, t + t10);
            vcc_m8 t12 = __builtin_convertvector(s_v_2 >= t_v_2, vcc_m8);
            vcc_v8_int out_v_2 = vcc_load(vcc_v8_int, t11);
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}), out_v_2);
            vcc_store(t11, t13);
            long t14 = i_vec + 24L;
            int *t15 = out + t14;
            vcc_v8_short s_v_3 = vcc_load(vcc_v8_short, s + t14);
            vcc_v8_short t_v_3 = vcc_load(vcc_v8_short, t + t14);
            vcc_m8 t16 = __builtin_convertvector(s_v_3 >= t_v_3, vcc_m8);
            vcc_v8_int out_v_3 = vcc_load(vcc_v8_int, t15);
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}), out_v_3);
            vcc_store(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int *t22 = out + t21;
            vcc_v8_short s_v_4 = vcc_load(vcc_v8_short, s + t21);
            vcc_v8_short t_v_4 = vcc_load(vcc_v8_short, t + t21);
            vcc_m8 t23 = __builtin_convertvector(s_v_4 >= t_v_4, vcc_m8);
            vcc_v8_int out_v_4 = vcc_load(vcc_v8_int, t22);
            vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}), out_v_4);
            vcc_store(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int *t26 = out + t25;
        if ((int)s[t25] >= (int)t[t25]) {
            t27 = 7;
        } else {
            t27 = *t26;
        }
        *t26 = t27;
    }
}

void ne_u16(int n, unsigned *restrict out, const unsigned short *restrict s, const unsigned short *restrict t) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned int *t3 = out + i_vec;
            vcc_v8_ushort s_v = vcc_load(vcc_v8_ushort, s + i_vec);
            vcc_v8_ushort t_v = vcc_load(vcc_v8_ushort, t + i_vec);
            vcc_m8 t4 = __builtin_convertvector(s_v != t_v, vcc_m8);
            vcc_v8_int t5 = __builtin_convertvector(t4 & 1, vcc_v8_int);
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            vcc_v8_uint t7 = t6 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v = vcc_load(vcc_v8_uint, t3);
            vcc_v8_uint t8 = t7 + out_v;
            vcc_store(t3, t8);
            long t9 = i_vec + 8L;
            unsigned int *t10 = out + t9;
            vcc_v8_ushort s_v_1 = vcc_load(vcc_v8_ushort, s + t9);
            vcc_v8_ushort t_v_1 = vcc_load(vcc_v8_ushort, t + t9);
            vcc_m8 t11 = __builtin_convertvector(s_v_1 != t_v_1, vcc_m8);
            vcc_v8_int t12 = __builtin_convertvector(t11 & 1, vcc_v8_int);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint t14 = t13 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v_1 = vcc_load(vcc_v8_uint, t10);
            vcc_v8_uint t15 = t14 + out_v_1;
            vcc_store(t10, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_compare.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            unsigned int *t20 = out + t19;
            vcc_v8_ushort s_v_2 = vcc_load(vcc_v8_ushort, s + t19);
            vcc_v8_ushort t_v_2 = vcc_load(vcc_v8_ushort, t + t19);
            vcc_m8 t21 = __builtin_convertvector(s_v_2 != t_v_2, vcc_m8);
            vcc_v8_int t22 = __builtin_convertvector(t21 & 1, vcc_v8_int);
            vcc_v8_uint t23 = (vcc_v8_uint)t22;
            vcc_v8_uint t24 = t23 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint out_v_2 = vcc_load(vcc_v8_uint, t20);
            vcc_v8_uint t25 = t24 + out_v_2;
            vcc_store(t20, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned int *t27 = out + t26;
        *t27 = (unsigned int)((int)s[t26] != (int)t[t26]) * 3U + *t27;
    }
}

void eq_u8_short(int n, short *restrict out, const unsigned char *restrict a, const unsigned char *restrict b,
                 const short *restrict p) {
    int i;
    int t14;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:38 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_m16 t3 = __builtin_convertvector(a_v == b_v, vcc_m16);
            vcc_m16 t4 = ~t3;
            vcc_v16_short p_v = vcc_load_masked(vcc_v16_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), t4);
            vcc_v16_ushort t5 = (vcc_v16_ushort)p_v;
            vcc_v16_ushort t6 = t5 + (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_short t7 = (vcc_v16_short)t6;
            vcc_v16_ushort t8 = (vcc_v16_ushort)t7;
            vcc_v16_short p_v_1 = vcc_load_masked(vcc_v16_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), t3);
            vcc_v16_ushort t9 = (vcc_v16_ushort)p_v_1;
            vcc_v16_ushort t10 = vcc_select(vcc_v16_short, (vcc_v16_short)t3, t9, t8);
            vcc_v16_short t11 = (vcc_v16_short)t10;
            vcc_store(out + i_vec, t11);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        short *t13 = out + t12;
        if ((int)a[t12] == (int)b[t12]) {
            t14 = (int)p[t12];
        } else {
            t14 = (int)(short)((int)p[t12] + 1);
        }
        *t13 = (short)t14;
    }
}

void gt_i8_short(int n, short *restrict out, const signed char *restrict a, const short *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_compare.c:43 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_schar a_v = vcc_load(vcc_v16_schar, a + i_vec);
            vcc_m16 t3 = __builtin_convertvector(a_v > (vcc_v16_schar){(signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3, (signed char)-3}, vcc_m16);
            vcc_v16_short p_v = vcc_load_masked(vcc_v16_short, (const short *)((unsigned long)p + (unsigned long)i_vec * 2UL), t3);
            vcc_store_masked((short *)((unsigned long)out + (unsigned long)i_vec * 2UL), p_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        if ((int)a[t4] > -3) {
            out[t4] = p[t4];
        }
    }
}

int count_char(int n, const char *restrict s, char c) {
    int k;
    int t13;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_char c_v = (vcc_v8_char){c, c, c, c, c, c, c, c};
        vcc_v8_schar t3 = (vcc_v8_schar)c_v;
        long i_vec = 0L;
        vcc_v8_uint k_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint k_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at narrow_compare.c:50 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_char s_v = vcc_load(vcc_v8_char, s + i_vec);
            vcc_v8_schar t4 = (vcc_v8_schar)s_v;
            vcc_m8 t5 = __builtin_convertvector(t4 == t3, vcc_m8);
            vcc_v8_int t6 = __builtin_convertvector(t5 & 1, vcc_v8_int);
            vcc_v8_uint t7 = (vcc_v8_uint)t6;
            k_v = k_v + t7;
            vcc_v8_char s_v_1 = vcc_load(vcc_v8_char, s + (i_vec + 8L));
            vcc_v8_schar t8 = (vcc_v8_schar)s_v_1;
            vcc_m8 t9 = __builtin_convertvector(t8 == t3, vcc_m8);
            vcc_v8_int t10 = __builtin_convertvector(t9 & 1, vcc_v8_int);
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            k_v_1 = k_v_1 + t11;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t12 = k_v + k_v_1;
        t13 = (int)t2;
        t14 = (int)vcc_reduce(unsigned int, t12, +);
    } else {
        t13 = 0;
        t14 = 0;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        vcc_v8_char c_v_1 = (vcc_v8_char){c, c, c, c, c, c, c, c};
        vcc_v8_schar t17 = (vcc_v8_schar)c_v_1;
        long i_vec_1 = 0L;
        vcc_v8_uint k_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at narrow_compare.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_char s_v_2 = vcc_load(vcc_v8_char, s + ((long)t13 + i_vec_1));
            vcc_v8_schar t18 = (vcc_v8_schar)s_v_2;
            vcc_m8 t19 = __builtin_convertvector(t18 == t17, vcc_m8);
            vcc_v8_int t20 = __builtin_convertvector(t19 & 1, vcc_v8_int);
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            k_v_2 = k_v_2 + t21;
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        k = (int)((unsigned int)t14 + vcc_reduce(unsigned int, k_v_2, +));
    } else {
        i = t13;
        k = t14;
    }
    for (; i < n; i++) {
        k += (int)s[i] == (int)c;
    }
    return k;
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
    FOR_EACH_COUNT(n) {
        unsigned char *a = new_array(n, 1), *b = new_array(n, 1);
        unsigned short *s = new_array(n, 2), *t = new_array(n, 2);
        int *x = new_array(n, 4), *o1 = new_array(n, 4), *o2 = new_array(n, 4), *o3 = new_array(n, 4);
        int *o4 = new_array(n, 4);
        unsigned *o5 = new_array(n, 4);
        short *p = new_array(n, 2), *o6 = new_array(n, 2), *o7 = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            a[i] = (unsigned char)edge8(next_rand());
            b[i] = i % 5 == 0 ? a[i] : (unsigned char)edge8(next_rand());
            s[i] = (unsigned short)edge16(next_rand());
            t[i] = i % 4 == 0 ? s[i] : (unsigned short)edge16(next_rand());
            x[i] = (int)(next_rand() % 2000) - 1000;
            p[i] = (short)(next_rand() % 60000);
            o1[i] = o2[i] = o3[i] = o4[i] = -5;
            o5[i] = 9;
            o6[i] = o7[i] = 4;
        }
        lt_i8(n, o1, (const signed char *)a, (const signed char *)b);
        gt_u8_count(n, o2, a, b);
        le_u8_select(n, o3, a, b, x);
        ge_i16(n, o4, (const short *)s, (const short *)t);
        ne_u16(n, o5, s, t);
        eq_u8_short(n, o6, a, b, p);
        gt_i8_short(n, o7, (const signed char *)a, p);
        printf("n=%d %016llx %016llx %016llx %016llx %016llx %016llx %016llx %d %d\n", n, HASH(o1, n), HASH(o2, n),
               HASH(o3, n), HASH(o4, n), HASH(o5, n), HASH(o6, n), HASH(o7, n), count_char(n, (const char *)a, 127),
               count_char(n, (const char *)a, (char)128));
        free(a), free(b), free(s), free(t), free(x), free(o1), free(o2), free(o3), free(o4), free(o5), free(p);
        free(o6), free(o7);
    }
    return 0;
}
