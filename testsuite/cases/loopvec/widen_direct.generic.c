/* vcc: vector types and helpers */
typedef double vcc_v16_double __attribute__((vector_size(128)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned long vcc_v16_ulong __attribute__((vector_size(128)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Widenings from 4- or 8-byte vectors (4 shorts or bytes of a VF=4 loop, 8 bytes of a VF=8
   one): one vpmovsx/vpmovzx from the low bits of an xmm to the result's width, never a chain
   of conversions through the widths between. Signed and unsigned sources, integer and
   floating results; the extreme values of each source type are in the data. */

void w_i16_i64(int n, int64_t *restrict d, const int16_t *restrict s) {
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            long *t4 = d + t3;
            vcc_v4_short s_v = vcc_load(vcc_v4_short, s + t3);
            vcc_v4_long t5 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t6 = t5 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long d_v = vcc_load(vcc_v4_long, t4);
            vcc_v4_long t7 = t6 + d_v;
            vcc_store(t4, t7);
            long t8 = (long)(int)(i_vec + 4L);
            long *t9 = d + t8;
            vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t8);
            vcc_v4_long t10 = __builtin_convertvector(__builtin_convertvector(s_v_1, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t11 = t10 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long d_v_1 = vcc_load(vcc_v4_long, t9);
            vcc_v4_long t12 = t11 + d_v_1;
            vcc_store(t9, t12);
            long t13 = (long)(int)(i_vec + 8L);
            long *t14 = d + t13;
            vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t13);
            vcc_v4_long t15 = __builtin_convertvector(__builtin_convertvector(s_v_2, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t16 = t15 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long d_v_2 = vcc_load(vcc_v4_long, t14);
            vcc_v4_long t17 = t16 + d_v_2;
            vcc_store(t14, t17);
            long t18 = (long)(int)(i_vec + 12L);
            long *t19 = d + t18;
            vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t18);
            vcc_v4_long t20 = __builtin_convertvector(__builtin_convertvector(s_v_3, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t21 = t20 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long d_v_3 = vcc_load(vcc_v4_long, t19);
            vcc_v4_long t22 = t21 + d_v_3;
            vcc_store(t19, t22);
            i_vec += 16L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + i_vec_1);
            long *t27 = d + t26;
            vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t26);
            vcc_v4_long t28 = __builtin_convertvector(__builtin_convertvector(s_v_4, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t29 = t28 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long d_v_4 = vcc_load(vcc_v4_long, t27);
            vcc_v4_long t30 = t29 + d_v_4;
            vcc_store(t27, t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        long *t32 = d + t31;
        *t32 = (long)s[t31] * 3L + *t32;
    }
}

void w_u16_u64(int n, uint64_t *restrict d, const uint16_t *restrict s) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            unsigned long *t4 = d + t3;
            vcc_v4_ulong d_v = vcc_load(vcc_v4_ulong, t4);
            vcc_v4_ushort s_v = vcc_load(vcc_v4_ushort, s + t3);
            vcc_v4_ulong t5 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v4_uint), vcc_v4_ulong);
            vcc_v4_ulong t6 = d_v ^ t5;
            vcc_store(t4, t6);
            long t7 = (long)(int)(i_vec + 4L);
            unsigned long *t8 = d + t7;
            vcc_v4_ulong d_v_1 = vcc_load(vcc_v4_ulong, t8);
            vcc_v4_ushort s_v_1 = vcc_load(vcc_v4_ushort, s + t7);
            vcc_v4_ulong t9 = __builtin_convertvector(__builtin_convertvector(s_v_1, vcc_v4_uint), vcc_v4_ulong);
            vcc_v4_ulong t10 = d_v_1 ^ t9;
            vcc_store(t8, t10);
            long t11 = (long)(int)(i_vec + 8L);
            unsigned long *t12 = d + t11;
            vcc_v4_ulong d_v_2 = vcc_load(vcc_v4_ulong, t12);
            vcc_v4_ushort s_v_2 = vcc_load(vcc_v4_ushort, s + t11);
            vcc_v4_ulong t13 = __builtin_convertvector(__builtin_convertvector(s_v_2, vcc_v4_uint), vcc_v4_ulong);
            vcc_v4_ulong t14 = d_v_2 ^ t13;
            vcc_store(t12, t14);
            long t15 = (long)(int)(i_vec + 12L);
            unsigned long *t16 = d + t15;
            vcc_v4_ulong d_v_3 = vcc_load(vcc_v4_ulong, t16);
            vcc_v4_ushort s_v_3 = vcc_load(vcc_v4_ushort, s + t15);
            vcc_v4_ulong t17 = __builtin_convertvector(__builtin_convertvector(s_v_3, vcc_v4_uint), vcc_v4_ulong);
            vcc_v4_ulong t18 = d_v_3 ^ t17;
            vcc_store(t16, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            unsigned long *t23 = d + t22;
            vcc_v4_ulong d_v_4 = vcc_load(vcc_v4_ulong, t23);
            vcc_v4_ushort s_v_4 = vcc_load(vcc_v4_ushort, s + t22);
            vcc_v4_ulong t24 = __builtin_convertvector(__builtin_convertvector(s_v_4, vcc_v4_uint), vcc_v4_ulong);
            vcc_v4_ulong t25 = d_v_4 ^ t24;
            vcc_store(t23, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned long *t27 = d + t26;
        *t27 = *t27 ^ (unsigned long)s[t26];
    }
}

void w_i8_i64(int n, int64_t *restrict d, const int8_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:20 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            long *t4 = d + t3;
            vcc_v16_long d_v = vcc_load(vcc_v16_long, t4);
            vcc_v16_schar s_v = vcc_load(vcc_v16_schar, s + t3);
            vcc_v16_long t5 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(s_v, vcc_v16_short), vcc_v16_int), vcc_v16_long);
            vcc_v16_long t6 = d_v - t5;
            do { vcc_v16_long vcc_w = t6; char *vcc_p = (char *)(t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        long *t8 = d + t7;
        *t8 = *t8 - (long)s[t7];
    }
}

void w_u8_u64(int n, uint64_t *restrict d, const uint8_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:25 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            unsigned long *t4 = d + t3;
            vcc_v16_uchar s_v = vcc_load(vcc_v16_uchar, s + t3);
            vcc_v16_ulong d_v = vcc_load(vcc_v16_ulong, t4);
            vcc_v16_ulong t5 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(s_v, vcc_v16_ushort), vcc_v16_uint), vcc_v16_ulong);
            vcc_v16_ulong t6 = t5 + d_v;
            do { vcc_v16_ulong vcc_w = t6; char *vcc_p = (char *)(t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        unsigned long *t8 = d + t7;
        *t8 = (unsigned long)s[t7] + *t8;
    }
}

/* 4 lanes of bytes to ints (the loop's widest element, int64, makes VF=4). */
void w_i8_i32(int n, int32_t *restrict d, const int8_t *restrict s, const int64_t *restrict t) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:31 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_schar s_v = vcc_load(vcc_v16_schar, s + t3);
            vcc_v16_long t_v = vcc_load(vcc_v16_long, t + t3);
            vcc_v16_int t4 = __builtin_convertvector(t_v, vcc_v16_int);
            vcc_v16_int t5 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t6 = t5 + t4;
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(d + t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        d[t7] = (int)s[t7] + (int)t[t7];
    }
}

void w_u8_i32(int n, int32_t *restrict d, const uint8_t *restrict s, const int64_t *restrict t) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:36 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_uchar s_v = vcc_load(vcc_v16_uchar, s + t3);
            vcc_v16_long t_v = vcc_load(vcc_v16_long, t + t3);
            vcc_v16_int t4 = __builtin_convertvector(t_v, vcc_v16_int);
            vcc_v16_int t5 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t6 = t5 - t4;
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(d + t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        d[t7] = (int)s[t7] - (int)t[t7];
    }
}

/* To doubles, through 32-bit lanes. */
void w_i16_f64(int n, double *restrict d, const int16_t *restrict s) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:42 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_short s_v = vcc_load(vcc_v4_short, s + t3);
            vcc_v4_double t4 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t5 = t4 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(d + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t6);
            vcc_v4_double t7 = __builtin_convertvector(__builtin_convertvector(s_v_1, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t8 = t7 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(d + t6, t8);
            long t9 = (long)(int)(i_vec + 8L);
            vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t9);
            vcc_v4_double t10 = __builtin_convertvector(__builtin_convertvector(s_v_2, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t11 = t10 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(d + t9, t11);
            long t12 = (long)(int)(i_vec + 12L);
            vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t12);
            vcc_v4_double t13 = __builtin_convertvector(__builtin_convertvector(s_v_3, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t14 = t13 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(d + t12, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t18);
            vcc_v4_double t19 = __builtin_convertvector(__builtin_convertvector(s_v_4, vcc_v4_int), vcc_v4_double);
            vcc_v4_double t20 = t19 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_store(d + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        d[t21] = (double)s[t21] * 0.5;
    }
}

void w_u8_f64(int n, double *restrict d, const uint8_t *restrict s) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:47 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            double *t4 = d + t3;
            vcc_v16_double d_v = vcc_load(vcc_v16_double, t4);
            vcc_v16_uchar s_v = vcc_load(vcc_v16_uchar, s + t3);
            vcc_v16_double t5 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(s_v, vcc_v16_ushort), vcc_v16_int), vcc_v16_double);
            vcc_v16_double t6 = d_v + t5;
            do { vcc_v16_double vcc_w = t6; char *vcc_p = (char *)(t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        double *t8 = d + t7;
        *t8 = *t8 + (double)s[t7];
    }
}

int main(void) {
    int n;
    int t1;
    int t13;
    int i_1;
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
        short *s16 = (short *)new_array(n, 2UL);
        signed char *s8 = (signed char *)new_array(n, 1UL);
        void *t2 = new_array(n, 8UL);
        long *d64 = (long *)t2;
        void *t3 = new_array(n, 8UL);
        long *e64 = (long *)t3;
        long *t64 = (long *)new_array(n, 8UL);
        int *d32 = (int *)new_array(n, 4UL);
        double *f64 = (double *)new_array(n, 8UL);
        for (int i = 0; i < n; i++) {
            long t4 = (long)i;
            s16[t4] = (short)next_rand();
            s8[t4] = (signed char)next_rand();
            d64[t4] = (long)next_rand() << 20;
            t64[t4] = (long)next_rand() - 8388608L;
            f64[t4] = (double)(next_rand() % 1000U) * 0.25;
        }
        if (n > 3) {
            s16[0] = (short)-32768;
            s16[1] = (short)32767;
            s16[2] = (short)-1;
            s8[0] = (signed char)-128;
            s8[1] = (signed char)127;
            s8[3] = (signed char)-1;
        }
        long t5 = (long)n;
        unsigned long t6 = (unsigned long)t2;
        unsigned long t7 = (unsigned long)t3;
        if ((t5 >= 16L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6))) {
            long t8 = t5 & -16L;
            long i_vec = 0L;
            /* vcc: loop at widen_direct.c:68 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 56:24 and the value of the call to `new_array` at 56:48 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                long t9 = (long)(int)i_vec;
                vcc_v4_long d64_v = vcc_load(vcc_v4_long, d64 + t9);
                vcc_store(e64 + t9, d64_v);
                long t10 = (long)(int)(i_vec + 4L);
                vcc_v4_long d64_v_1 = vcc_load(vcc_v4_long, d64 + t10);
                vcc_store(e64 + t10, d64_v_1);
                long t11 = (long)(int)(i_vec + 8L);
                vcc_v4_long d64_v_2 = vcc_load(vcc_v4_long, d64 + t11);
                vcc_store(e64 + t11, d64_v_2);
                long t12 = (long)(int)(i_vec + 12L);
                vcc_v4_long d64_v_3 = vcc_load(vcc_v4_long, d64 + t12);
                vcc_store(e64 + t12, d64_v_3);
                i_vec += 16L;
            } while (i_vec < t8);
            t13 = (int)t8;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        unsigned long t15 = (unsigned long)t2;
        unsigned long t16 = (unsigned long)t3;
        if ((t14 >= 4L) & (((t15 + (unsigned long)((long)t13 * 8L + 8L + (t14 - 1L) * 8L)) <= (t16 + (unsigned long)((long)t13 * 8L))) | ((t16 + (unsigned long)((long)t13 * 8L + 8L + (t14 - 1L) * 8L)) <= (t15 + (unsigned long)((long)t13 * 8L))))) {
            long t17 = t14 & -4L;
            long i_vec_1 = 0L;
            do {
                long t18 = (long)(int)((long)t13 + i_vec_1);
                vcc_v4_long d64_v_4 = vcc_load(vcc_v4_long, d64 + t18);
                vcc_store(e64 + t18, d64_v_4);
                i_vec_1 += 4L;
            } while (i_vec_1 < t17);
            i_1 = (int)((long)t13 + t17);
        } else {
            i_1 = t13;
        }
        for (; i_1 < n; i_1++) {
            long t19 = (long)i_1;
            e64[t19] = d64[t19];
        }
        const short *t20 = s16;
        w_i16_i64(n, d64, t20);
        unsigned long *t21 = (unsigned long *)e64;
        w_u16_u64(n, t21, (const unsigned short *)s16);
        unsigned long t22 = (unsigned long)n;
        unsigned long t23 = t22 * 8UL;
        const void *t24 = (const void *)e64;
        unsigned long t25 = hash_bytes(t24, t23);
        const void *t26 = (const void *)d64;
        printf("n=%d %016llx %016llx", n, (unsigned long long)hash_bytes(t26, t23), (unsigned long long)t25);
        const signed char *t27 = s8;
        w_i8_i64(n, d64, t27);
        const unsigned char *t28 = (const unsigned char *)s8;
        w_u8_u64(n, t21, t28);
        unsigned long t29 = hash_bytes(t24, t23);
        printf(" %016llx %016llx", (unsigned long long)hash_bytes(t26, t23), (unsigned long long)t29);
        const long *t30 = t64;
        w_i8_i32(n, d32, t27, t30);
        unsigned long t31 = t22 * 4UL;
        const void *t32 = (const void *)d32;
        printf(" %016llx", (unsigned long long)hash_bytes(t32, t31));
        w_u8_i32(n, d32, t28, t30);
        printf(" %016llx", (unsigned long long)hash_bytes(t32, t31));
        w_i16_f64(n, f64, t20);
        const void *t33 = (const void *)f64;
        printf(" %016llx", (unsigned long long)hash_bytes(t33, t23));
        w_u8_f64(n, f64, t28);
        printf(" %016llx\n", (unsigned long long)hash_bytes(t33, t23));
        free((void *)s16);
        free((void *)s8);
        free((void *)d64);
        free((void *)e64);
        free((void *)t64);
        free((void *)d32);
        free((void *)f64);
    }
}
