/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Pointer parameters that may alias, into one array at a run-time offset k from each other
   (memmove-like shifts, in-place filters). The runtime check passes when the ranges do not
   overlap, or else when each pair of accesses (one writing) is apart by a distance the vector
   loop keeps in order: the later access in program order behind the earlier one, or at least
   VF·UF iterations ahead (LLVM's "diff checks"). Every kernel runs at every offset from -40 to
   40 elements, so both the vector loop (src at or after dst) and the scalar fallback run. */
void shift_f32(int n, float *dst, const float *src) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:11 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float src_v = vcc_load(vcc_v8_float, src + i_vec);
            vcc_v8_float t6 = src_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t7 = t6 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(dst + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_float src_v_1 = vcc_load(vcc_v8_float, src + t8);
            vcc_v8_float t9 = src_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t10 = t9 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(dst + t8, t10);
            long t11 = i_vec + 16L;
            vcc_v8_float src_v_2 = vcc_load(vcc_v8_float, src + t11);
            vcc_v8_float t12 = src_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t13 = t12 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(dst + t11, t13);
            long t14 = i_vec + 24L;
            vcc_v8_float src_v_3 = vcc_load(vcc_v8_float, src + t14);
            vcc_v8_float t15 = src_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t16 = t15 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(dst + t14, t16);
            i_vec += 32L;
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)dst;
    unsigned long t20 = (unsigned long)src;
    long t21 = (long)((unsigned long)dst + (unsigned long)((long)t17 * 4L) - ((unsigned long)src + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 32L)))) {
        long t22 = t18 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:11 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t17 + i_vec_1;
            vcc_v8_float src_v_4 = vcc_load(vcc_v8_float, src + t23);
            vcc_v8_float t24 = src_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t25 = t24 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(dst + t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t17 + t22);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        dst[t26] = src[t26] * 0.5f + 1.0f;
    }
}

/* Two loads on the same base as the store's pointer (unsigned: a recurrence for k = -1). */
void smooth_u32(int n, unsigned *dst, const unsigned *src) {
    int i;
    int t14;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    long t5 = (long)((unsigned long)dst - ((unsigned long)src + 4UL));
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 4L)) <= t2) | (((t4 <= 0L) | (t4 >= 128L)) & ((t5 <= 0L) | (t5 >= 128L))))) {
        long t6 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:17 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint src_v = vcc_load(vcc_v8_uint, src + i_vec);
            vcc_v8_uint src_v_1 = vcc_load(vcc_v8_uint, src + ((int)i_vec + 1));
            vcc_v8_uint t7 = src_v + src_v_1;
            vcc_store(dst + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_uint src_v_2 = vcc_load(vcc_v8_uint, src + t8);
            vcc_v8_uint src_v_3 = vcc_load(vcc_v8_uint, src + ((int)t8 + 1));
            vcc_v8_uint t9 = src_v_2 + src_v_3;
            vcc_store(dst + t8, t9);
            long t10 = i_vec + 16L;
            vcc_v8_uint src_v_4 = vcc_load(vcc_v8_uint, src + t10);
            vcc_v8_uint src_v_5 = vcc_load(vcc_v8_uint, src + ((int)t10 + 1));
            vcc_v8_uint t11 = src_v_4 + src_v_5;
            vcc_store(dst + t10, t11);
            long t12 = i_vec + 24L;
            vcc_v8_uint src_v_6 = vcc_load(vcc_v8_uint, src + t12);
            vcc_v8_uint src_v_7 = vcc_load(vcc_v8_uint, src + ((int)t12 + 1));
            vcc_v8_uint t13 = src_v_6 + src_v_7;
            vcc_store(dst + t12, t13);
            i_vec += 32L;
        } while (i_vec < t6);
        t14 = (int)t6;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)dst;
    unsigned long t17 = (unsigned long)src;
    long t18 = (long)((unsigned long)dst + (unsigned long)((long)t14 * 4L) - ((unsigned long)src + (unsigned long)((long)t14 * 4L)));
    long t19 = (long)((unsigned long)dst + (unsigned long)((long)t14 * 4L) - ((unsigned long)src + (unsigned long)((long)t14 * 4L + 4L)));
    if ((t15 >= 8L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 8L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))) | (((t18 <= 0L) | (t18 >= 32L)) & ((t19 <= 0L) | (t19 >= 32L))))) {
        long t20 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:17 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t21 = (long)t14 + i_vec_1;
            vcc_v8_uint src_v_8 = vcc_load(vcc_v8_uint, src + t21);
            vcc_v8_uint src_v_9 = vcc_load(vcc_v8_uint, src + ((int)t21 + 1));
            vcc_v8_uint t22 = src_v_8 + src_v_9;
            vcc_store(dst + t21, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t14 + t20);
    } else {
        i = t14;
    }
    while (i < n) {
        long t23 = (long)i;
        i++;
        dst[t23] = src[t23] + src[i];
    }
}

/* The store comes first in program order: safe where the load is behind it. */
void store_then_load(int n, short *dst, const short *src, int *restrict out) {
    int t30;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)src - (unsigned long)dst);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t3) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -32L;
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint i_v = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:23 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t8 = i_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_short t9 = __builtin_convertvector(t8, vcc_v8_short);
            vcc_store(dst + i_vec, t9);
            vcc_v8_short src_v = vcc_load(vcc_v8_short, src + i_vec);
            vcc_v8_int t10 = __builtin_convertvector(src_v, vcc_v8_int);
            vcc_v8_int t11 = t10 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(out + i_vec, t11);
            long t12 = i_vec + 8L;
            vcc_v8_uint t13 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t13;
            vcc_v8_int t14 = i_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_short t15 = __builtin_convertvector(t14, vcc_v8_short);
            vcc_store(dst + t12, t15);
            vcc_v8_short src_v_1 = vcc_load(vcc_v8_short, src + t12);
            vcc_v8_int t16 = __builtin_convertvector(src_v_1, vcc_v8_int);
            vcc_v8_int t17 = t16 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(out + t12, t17);
            long t18 = i_vec + 16L;
            vcc_v8_uint t19 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t19;
            vcc_v8_int t20 = i_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_short t21 = __builtin_convertvector(t20, vcc_v8_short);
            vcc_store(dst + t18, t21);
            vcc_v8_short src_v_2 = vcc_load(vcc_v8_short, src + t18);
            vcc_v8_int t22 = __builtin_convertvector(src_v_2, vcc_v8_int);
            vcc_v8_int t23 = t22 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(out + t18, t23);
            long t24 = i_vec + 24L;
            vcc_v8_uint t25 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int i_v_5 = (vcc_v8_int)t25;
            vcc_v8_int t26 = i_v_5 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_short t27 = __builtin_convertvector(t26, vcc_v8_short);
            vcc_store(dst + t24, t27);
            vcc_v8_short src_v_3 = vcc_load(vcc_v8_short, src + t24);
            vcc_v8_int t28 = __builtin_convertvector(src_v_3, vcc_v8_int);
            vcc_v8_int t29 = t28 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(out + t24, t29);
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (i_vec < t5);
        t30 = (int)t5;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    unsigned long t32 = (unsigned long)dst;
    unsigned long t33 = (unsigned long)src;
    long t34 = (long)((unsigned long)src + (unsigned long)((long)t30 * 2L) - ((unsigned long)dst + (unsigned long)((long)t30 * 2L)));
    if ((t31 >= 8L) & (((t32 + (unsigned long)((long)t30 * 2L + 2L + (t31 - 1L) * 2L)) <= (t33 + (unsigned long)((long)t30 * 2L))) | ((t33 + (unsigned long)((long)t30 * 2L + 2L + (t31 - 1L) * 2L)) <= (t32 + (unsigned long)((long)t30 * 2L))) | ((t34 <= 0L) | (t34 >= 16L)))) {
        long t35 = t31 & -8L;
        vcc_v8_int t36 = (vcc_v8_int){t30, t30, t30, t30, t30, t30, t30, t30};
        vcc_v8_uint t37 = (vcc_v8_uint)t36;
        vcc_v8_uint i_v_1 = t37 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:23 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t38 = (long)t30 + i_vec_1;
            vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
            vcc_v8_int t39 = i_v_6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_short t40 = __builtin_convertvector(t39, vcc_v8_short);
            vcc_store(dst + t38, t40);
            vcc_v8_short src_v_4 = vcc_load(vcc_v8_short, src + t38);
            vcc_v8_int t41 = __builtin_convertvector(src_v_4, vcc_v8_int);
            vcc_v8_int t42 = t41 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(out + t38, t42);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t35);
        i = (int)((long)t30 + t35);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        dst[t43] = (short)(i * 3);
        out[t43] = (int)src[t43] + 1;
    }
}

/* Two stores and a load over three pointers. */
void two_outputs(int n, double *d1, double *d2, const double *src) {
    int t23;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)d1;
    unsigned long t3 = (unsigned long)d2;
    long t4 = (long)((unsigned long)d2 - (unsigned long)d1);
    unsigned long t5 = (unsigned long)d1;
    unsigned long t6 = (unsigned long)src;
    long t7 = (long)((unsigned long)d1 - (unsigned long)src);
    unsigned long t8 = (unsigned long)d2;
    unsigned long t9 = (unsigned long)src;
    long t10 = (long)((unsigned long)d2 - (unsigned long)src);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t6) | ((t6 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t5) | ((t7 <= 0L) | (t7 >= 128L))) & (((t8 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t8) | ((t10 <= 0L) | (t10 >= 128L)))) {
        long t11 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:31 vectorized: VF 4, UF 4, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double v_v = vcc_load(vcc_v4_double, src + i_vec);
            vcc_v4_double t12 = v_v * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(d1 + i_vec, t12);
            vcc_v4_double t13 = v_v - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(d2 + i_vec, t13);
            long t14 = i_vec + 4L;
            vcc_v4_double v_v_1 = vcc_load(vcc_v4_double, src + t14);
            vcc_v4_double t15 = v_v_1 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(d1 + t14, t15);
            vcc_v4_double t16 = v_v_1 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(d2 + t14, t16);
            long t17 = i_vec + 8L;
            vcc_v4_double v_v_2 = vcc_load(vcc_v4_double, src + t17);
            vcc_v4_double t18 = v_v_2 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(d1 + t17, t18);
            vcc_v4_double t19 = v_v_2 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(d2 + t17, t19);
            long t20 = i_vec + 12L;
            vcc_v4_double v_v_3 = vcc_load(vcc_v4_double, src + t20);
            vcc_v4_double t21 = v_v_3 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(d1 + t20, t21);
            vcc_v4_double t22 = v_v_3 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(d2 + t20, t22);
            i_vec += 16L;
        } while (i_vec < t11);
        t23 = (int)t11;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)d1;
    unsigned long t26 = (unsigned long)d2;
    long t27 = (long)((unsigned long)d2 + (unsigned long)((long)t23 * 8L) - ((unsigned long)d1 + (unsigned long)((long)t23 * 8L)));
    unsigned long t28 = (unsigned long)d1;
    unsigned long t29 = (unsigned long)src;
    long t30 = (long)((unsigned long)d1 + (unsigned long)((long)t23 * 8L) - ((unsigned long)src + (unsigned long)((long)t23 * 8L)));
    unsigned long t31 = (unsigned long)d2;
    unsigned long t32 = (unsigned long)src;
    long t33 = (long)((unsigned long)d2 + (unsigned long)((long)t23 * 8L) - ((unsigned long)src + (unsigned long)((long)t23 * 8L)));
    if ((t24 >= 4L) & (((t25 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t23 * 8L))) | ((t26 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t25 + (unsigned long)((long)t23 * 8L))) | ((t27 <= 0L) | (t27 >= 32L))) & (((t28 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t23 * 8L))) | ((t29 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t23 * 8L))) | ((t30 <= 0L) | (t30 >= 32L))) & (((t31 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t23 * 8L))) | ((t32 + (unsigned long)((long)t23 * 8L + 8L + (t24 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t23 * 8L))) | ((t33 <= 0L) | (t33 >= 32L)))) {
        long t34 = t24 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:31 vector epilogue: VF 4, UF 1, run-time checks: `d1` and `d2`, `d1` and `src`, `d2` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t35 = (long)t23 + i_vec_1;
            vcc_v4_double v_v_4 = vcc_load(vcc_v4_double, src + t35);
            vcc_v4_double t36 = v_v_4 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(d1 + t35, t36);
            vcc_v4_double t37 = v_v_4 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_store(d2 + t35, t37);
            i_vec_1 += 4L;
        } while (i_vec_1 < t34);
        i = (int)((long)t23 + t34);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        double v = src[t38];
        d1[t38] = v * 2.0;
        d2[t38] = v - 1.0;
    }
}

/* Counting down: the order the vector loop keeps is mirrored. */
void shift_down(int n, long long *dst, const long long *src) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)dst;
    unsigned long t4 = (unsigned long)src;
    long t5 = (long)((unsigned long)dst + (unsigned long)((long)n * 8L + -8L) - ((unsigned long)src + (unsigned long)((long)n * 8L + -8L)));
    if ((t2 >= 16L) & (((t3 + (unsigned long)((long)n * 8L)) <= (t4 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t4 + (unsigned long)((long)n * 8L)) <= (t3 + (unsigned long)((long)n * 8L + -8L + (t2 - 1L) * -8L))) | ((t5 <= -128L) | (t5 >= 0L)))) {
        long t6 = t2 & -16L;
        vcc_v4_int t7 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t8 = (vcc_v4_uint)t7;
        vcc_v4_uint i_v = t8 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec = 0L;
        /* vcc: loop at alias_offset.c:40 vectorized: VF 4, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            long t9 = (long)t1 + i_vec * -1L;
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_llong t10 = vcc_load(vcc_v4_llong, src + t9 + -3);
            vcc_v4_llong src_v = __builtin_shufflevector(t10, t10, 3, 2, 1, 0);
            vcc_v4_llong t11 = __builtin_convertvector(i_v_2, vcc_v4_llong);
            vcc_v4_llong t12 = src_v ^ t11;
            vcc_v4_llong t13 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            vcc_store(dst + t9 + -3, t13);
            long t14 = (long)t1 + (i_vec + 4L) * -1L;
            vcc_v4_uint t15 = i_v + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t15;
            vcc_v4_llong t16 = vcc_load(vcc_v4_llong, src + t14 + -3);
            vcc_v4_llong src_v_1 = __builtin_shufflevector(t16, t16, 3, 2, 1, 0);
            vcc_v4_llong t17 = __builtin_convertvector(i_v_3, vcc_v4_llong);
            vcc_v4_llong t18 = src_v_1 ^ t17;
            vcc_v4_llong t19 = __builtin_shufflevector(t18, t18, 3, 2, 1, 0);
            vcc_store(dst + t14 + -3, t19);
            long t20 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v4_uint t21 = i_v + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t21;
            vcc_v4_llong t22 = vcc_load(vcc_v4_llong, src + t20 + -3);
            vcc_v4_llong src_v_2 = __builtin_shufflevector(t22, t22, 3, 2, 1, 0);
            vcc_v4_llong t23 = __builtin_convertvector(i_v_4, vcc_v4_llong);
            vcc_v4_llong t24 = src_v_2 ^ t23;
            vcc_v4_llong t25 = __builtin_shufflevector(t24, t24, 3, 2, 1, 0);
            vcc_store(dst + t20 + -3, t25);
            long t26 = (long)t1 + (i_vec + 12L) * -1L;
            vcc_v4_uint t27 = i_v + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t27;
            vcc_v4_llong t28 = vcc_load(vcc_v4_llong, src + t26 + -3);
            vcc_v4_llong src_v_3 = __builtin_shufflevector(t28, t28, 3, 2, 1, 0);
            vcc_v4_llong t29 = __builtin_convertvector(i_v_5, vcc_v4_llong);
            vcc_v4_llong t30 = src_v_3 ^ t29;
            vcc_v4_llong t31 = __builtin_shufflevector(t30, t30, 3, 2, 1, 0);
            vcc_store(dst + t26 + -3, t31);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t32 = (long)t1 + 1L;
    unsigned long t33 = (unsigned long)dst;
    unsigned long t34 = (unsigned long)src;
    long t35 = (long)((unsigned long)dst + (unsigned long)((long)t1 * 8L) - ((unsigned long)src + (unsigned long)((long)t1 * 8L)));
    if ((t32 >= 4L) & (((t33 + (unsigned long)((long)t1 * 8L + 8L)) <= (t34 + (unsigned long)((long)t1 * 8L + (t32 - 1L) * -8L))) | ((t34 + (unsigned long)((long)t1 * 8L + 8L)) <= (t33 + (unsigned long)((long)t1 * 8L + (t32 - 1L) * -8L))) | ((t35 <= -32L) | (t35 >= 0L)))) {
        long t36 = t32 & -4L;
        vcc_v4_int t37 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t38 = (vcc_v4_uint)t37;
        vcc_v4_uint i_v_1 = t38 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec_1 = 0L;
        /* vcc: loop at alias_offset.c:40 vector epilogue: VF 4, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t39 = (long)t1 + i_vec_1 * -1L;
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_llong t40 = vcc_load(vcc_v4_llong, src + t39 + -3);
            vcc_v4_llong src_v_4 = __builtin_shufflevector(t40, t40, 3, 2, 1, 0);
            vcc_v4_llong t41 = __builtin_convertvector(i_v_6, vcc_v4_llong);
            vcc_v4_llong t42 = src_v_4 ^ t41;
            vcc_v4_llong t43 = __builtin_shufflevector(t42, t42, 3, 2, 1, 0);
            vcc_store(dst + t39 + -3, t43);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (i_vec_1 < t36);
        i = (int)((long)t1 + t36 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t44 = (long)i;
        dst[t44] = src[t44] ^ (long long)i;
    }
}

int main(void) {
    int n;
    int t1;
    int t61;
    int i;
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
        int len = n + 90;
        void *t2 = new_array(len, 4UL);
        float *f = (float *)t2;
        void *t3 = new_array(len, 4UL);
        int *a = (int *)t3;
        int *out = (int *)new_array(len, 4UL);
        unsigned int *u = (unsigned int *)new_array(len, 4UL);
        void *t4 = new_array(len, 2UL);
        short *s = (short *)t4;
        void *t5 = new_array(len, 8UL);
        double *d = (double *)t5;
        void *t6 = new_array(len, 8UL);
        long long *q = (long long *)t6;
        unsigned long long h = 0ULL;
        for (int k = -40; k <= 40; k++) {
            for (int fill_idx = 0; fill_idx < len; fill_idx++) {
                a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < len; fill_idx_1++) {
                s[fill_idx_1] = (short)(-1000 + (int)(next_rand() % 2000U));
            }
            for (int fill_idx_2 = 0; fill_idx_2 < len; fill_idx_2++) {
                out[fill_idx_2] = (int)(next_rand() % 1U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < len; fill_idx_3++) {
                u[fill_idx_3] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            long t7 = (long)n + 90L;
            unsigned long t8 = (unsigned long)t2;
            unsigned long t9 = (unsigned long)t3;
            long t10 = (long)((unsigned long)t2 - (unsigned long)t3);
            long t11 = (long)((unsigned long)t3 - (unsigned long)t2);
            unsigned long t12 = (unsigned long)t2;
            unsigned long t13 = (unsigned long)t4;
            unsigned long t14 = (unsigned long)t2;
            unsigned long t15 = (unsigned long)t5;
            unsigned long t16 = (unsigned long)t2;
            unsigned long t17 = (unsigned long)t6;
            unsigned long t18 = (unsigned long)t3;
            unsigned long t19 = (unsigned long)t5;
            unsigned long t20 = (unsigned long)t3;
            unsigned long t21 = (unsigned long)t6;
            unsigned long t22 = (unsigned long)t4;
            unsigned long t23 = (unsigned long)t5;
            unsigned long t24 = (unsigned long)t4;
            unsigned long t25 = (unsigned long)t6;
            unsigned long t26 = (unsigned long)t5;
            unsigned long t27 = (unsigned long)t6;
            long t28 = (long)((unsigned long)t6 - (unsigned long)t5);
            if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | (((t10 <= 0L) | (t10 >= 64L)) & ((t11 <= 0L) | (t11 >= 64L)))) & (((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t12)) & (((t14 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t14)) & (((t16 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t17) | ((t17 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t23) | ((t23 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(2L + (t7 - 1L) * 2L)) <= t25) | ((t25 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t24)) & (((t26 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t26) | ((t28 <= 0L) | (t28 >= 128L)))) {
                long t29 = t7 & -16L;
                long i_vec = 0L;
                /* vcc: loop at alias_offset.c:60 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 49:18, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 51:20, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 52:21 and the value of the call to `new_array` at 53:24 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
                do {
                    int *t30 = a + i_vec;
                    vcc_v4_int a_v = vcc_load(vcc_v4_int, t30);
                    vcc_v4_float t31 = __builtin_convertvector(a_v, vcc_v4_float);
                    vcc_v4_float t32 = t31 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(f + i_vec, t32);
                    vcc_v4_short s_v = vcc_load(vcc_v4_short, s + i_vec);
                    vcc_v4_double t33 = __builtin_convertvector(__builtin_convertvector(s_v, vcc_v4_int), vcc_v4_double);
                    vcc_v4_double t34 = t33 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(d + i_vec, t34);
                    vcc_v4_int a_v_1 = vcc_load(vcc_v4_int, t30);
                    vcc_v4_llong t35 = __builtin_convertvector(a_v_1, vcc_v4_llong);
                    vcc_v4_llong t36 = t35 * (vcc_v4_llong){77LL, 77LL, 77LL, 77LL};
                    vcc_store(q + i_vec, t36);
                    long t37 = i_vec + 4L;
                    int *t38 = a + t37;
                    vcc_v4_int a_v_2 = vcc_load(vcc_v4_int, t38);
                    vcc_v4_float t39 = __builtin_convertvector(a_v_2, vcc_v4_float);
                    vcc_v4_float t40 = t39 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(f + t37, t40);
                    vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t37);
                    vcc_v4_double t41 = __builtin_convertvector(__builtin_convertvector(s_v_1, vcc_v4_int), vcc_v4_double);
                    vcc_v4_double t42 = t41 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(d + t37, t42);
                    vcc_v4_int a_v_3 = vcc_load(vcc_v4_int, t38);
                    vcc_v4_llong t43 = __builtin_convertvector(a_v_3, vcc_v4_llong);
                    vcc_v4_llong t44 = t43 * (vcc_v4_llong){77LL, 77LL, 77LL, 77LL};
                    vcc_store(q + t37, t44);
                    long t45 = i_vec + 8L;
                    int *t46 = a + t45;
                    vcc_v4_int a_v_4 = vcc_load(vcc_v4_int, t46);
                    vcc_v4_float t47 = __builtin_convertvector(a_v_4, vcc_v4_float);
                    vcc_v4_float t48 = t47 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(f + t45, t48);
                    vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t45);
                    vcc_v4_double t49 = __builtin_convertvector(__builtin_convertvector(s_v_2, vcc_v4_int), vcc_v4_double);
                    vcc_v4_double t50 = t49 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(d + t45, t50);
                    vcc_v4_int a_v_5 = vcc_load(vcc_v4_int, t46);
                    vcc_v4_llong t51 = __builtin_convertvector(a_v_5, vcc_v4_llong);
                    vcc_v4_llong t52 = t51 * (vcc_v4_llong){77LL, 77LL, 77LL, 77LL};
                    vcc_store(q + t45, t52);
                    long t53 = i_vec + 12L;
                    int *t54 = a + t53;
                    vcc_v4_int a_v_6 = vcc_load(vcc_v4_int, t54);
                    vcc_v4_float t55 = __builtin_convertvector(a_v_6, vcc_v4_float);
                    vcc_v4_float t56 = t55 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(f + t53, t56);
                    vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t53);
                    vcc_v4_double t57 = __builtin_convertvector(__builtin_convertvector(s_v_3, vcc_v4_int), vcc_v4_double);
                    vcc_v4_double t58 = t57 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(d + t53, t58);
                    vcc_v4_int a_v_7 = vcc_load(vcc_v4_int, t54);
                    vcc_v4_llong t59 = __builtin_convertvector(a_v_7, vcc_v4_llong);
                    vcc_v4_llong t60 = t59 * (vcc_v4_llong){77LL, 77LL, 77LL, 77LL};
                    vcc_store(q + t53, t60);
                    i_vec += 16L;
                } while (i_vec < t29);
                t61 = (int)t29;
            } else {
                t61 = 0;
            }
            long t62 = (long)n + (long)t61 * -1L + 90L;
            unsigned long t63 = (unsigned long)t2;
            unsigned long t64 = (unsigned long)t3;
            long t65 = (long)((unsigned long)t2 + (unsigned long)((long)t61 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t61 * 4L)));
            long t66 = (long)((unsigned long)t3 + (unsigned long)((long)t61 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t61 * 4L)));
            unsigned long t67 = (unsigned long)t2;
            unsigned long t68 = (unsigned long)t4;
            unsigned long t69 = (unsigned long)t2;
            unsigned long t70 = (unsigned long)t5;
            unsigned long t71 = (unsigned long)t2;
            unsigned long t72 = (unsigned long)t6;
            unsigned long t73 = (unsigned long)t3;
            unsigned long t74 = (unsigned long)t5;
            unsigned long t75 = (unsigned long)t3;
            unsigned long t76 = (unsigned long)t6;
            unsigned long t77 = (unsigned long)t4;
            unsigned long t78 = (unsigned long)t5;
            unsigned long t79 = (unsigned long)t4;
            unsigned long t80 = (unsigned long)t6;
            unsigned long t81 = (unsigned long)t5;
            unsigned long t82 = (unsigned long)t6;
            long t83 = (long)((unsigned long)t6 + (unsigned long)((long)t61 * 8L) - ((unsigned long)t5 + (unsigned long)((long)t61 * 8L)));
            if ((t62 >= 4L) & (((t63 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t61 * 4L))) | ((t64 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t61 * 4L))) | (((t65 <= 0L) | (t65 >= 16L)) & ((t66 <= 0L) | (t66 >= 16L)))) & (((t67 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t61 * 2L))) | ((t68 + (unsigned long)((long)t61 * 2L + 2L + (t62 - 1L) * 2L)) <= (t67 + (unsigned long)((long)t61 * 4L)))) & (((t69 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t61 * 8L))) | ((t70 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t69 + (unsigned long)((long)t61 * 4L)))) & (((t71 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t61 * 8L))) | ((t72 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t71 + (unsigned long)((long)t61 * 4L)))) & (((t73 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t61 * 8L))) | ((t74 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t73 + (unsigned long)((long)t61 * 4L)))) & (((t75 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t61 * 8L))) | ((t76 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t75 + (unsigned long)((long)t61 * 4L)))) & (((t77 + (unsigned long)((long)t61 * 2L + 2L + (t62 - 1L) * 2L)) <= (t78 + (unsigned long)((long)t61 * 8L))) | ((t78 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t77 + (unsigned long)((long)t61 * 2L)))) & (((t79 + (unsigned long)((long)t61 * 2L + 2L + (t62 - 1L) * 2L)) <= (t80 + (unsigned long)((long)t61 * 8L))) | ((t80 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t79 + (unsigned long)((long)t61 * 2L)))) & (((t81 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t82 + (unsigned long)((long)t61 * 8L))) | ((t82 + (unsigned long)((long)t61 * 8L + 8L + (t62 - 1L) * 8L)) <= (t81 + (unsigned long)((long)t61 * 8L))) | ((t83 <= 0L) | (t83 >= 32L)))) {
                long t84 = t62 & -4L;
                long i_vec_1 = 0L;
                /* vcc: loop at alias_offset.c:60 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 49:18, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 51:20, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 48:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 49:18 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 52:21, the value of the call to `new_array` at 51:20 and the value of the call to `new_array` at 53:24, the value of the call to `new_array` at 52:21 and the value of the call to `new_array` at 53:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t85 = (long)t61 + i_vec_1;
                    int *t86 = a + t85;
                    vcc_v4_int a_v_8 = vcc_load(vcc_v4_int, t86);
                    vcc_v4_float t87 = __builtin_convertvector(a_v_8, vcc_v4_float);
                    vcc_v4_float t88 = t87 * (vcc_v4_float){0.25f, 0.25f, 0.25f, 0.25f};
                    vcc_store(f + t85, t88);
                    vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t85);
                    vcc_v4_double t89 = __builtin_convertvector(__builtin_convertvector(s_v_4, vcc_v4_int), vcc_v4_double);
                    vcc_v4_double t90 = t89 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_store(d + t85, t90);
                    vcc_v4_int a_v_9 = vcc_load(vcc_v4_int, t86);
                    vcc_v4_llong t91 = __builtin_convertvector(a_v_9, vcc_v4_llong);
                    vcc_v4_llong t92 = t91 * (vcc_v4_llong){77LL, 77LL, 77LL, 77LL};
                    vcc_store(q + t85, t92);
                    i_vec_1 += 4L;
                } while (i_vec_1 < t84);
                i = (int)((long)t61 + t84);
            } else {
                i = t61;
            }
            for (; i < len; i++) {
                long t93 = (long)i;
                int *t94 = a + t93;
                f[t93] = (float)*t94 * 0.25f;
                d[t93] = (double)s[t93] * 0.5;
                q[t93] = (long long)*t94 * 77LL;
            }
            long t95 = (long)(44 + k);
            shift_f32(n, f + 44, f + t95);
            smooth_u32(n, u + 44, u + t95);
            store_then_load(n, s + 44, s + t95, out);
            double *t96 = d + 44;
            two_outputs(n, t96, t96 + k / 2, d + t95);
            shift_down(n, q + 44, q + t95);
            unsigned long t97 = (unsigned long)len;
            unsigned long t98 = t97 * 4UL;
            unsigned long t99 = hash_bytes((const void *)f, t98);
            unsigned long t100 = hash_bytes((const void *)a, t98);
            unsigned long t101 = hash_bytes((const void *)s, t97 * 2UL);
            unsigned long t102 = hash_bytes((const void *)out, t98);
            unsigned long t103 = t97 * 8UL;
            unsigned long t104 = hash_bytes((const void *)d, t103);
            unsigned long t105 = hash_bytes((const void *)q, t103);
            h = (h * 31ULL + (unsigned long long)t99 + (unsigned long long)t100 * 3ULL + (unsigned long long)t101 * 5ULL + (unsigned long long)t102 * 7ULL + (unsigned long long)t104 * 11ULL) * 31ULL + (unsigned long long)t105 + (unsigned long long)hash_bytes((const void *)u, t98) * 13ULL;
        }
        printf("n=%d %llx\n", n, h);
        free((void *)f);
        free((void *)a);
        free((void *)out);
        free((void *)s);
        free((void *)d);
        free((void *)q);
        free((void *)u);
    }
}
