/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef char vcc_v16_char __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer inductions whose step is known only at run time (`v += k`, k a parameter or a sum
   of parameters): the lanes start at [v, v + k, v + 2k, ...] and move by VF·k, in the lanes'
   unsigned type, so they wrap as the scalar loop's unsigned updates do. The value after the
   loop, a last value taken under a condition and an early exit read the induction at a given
   iteration: start + iteration·k, computed modulo 2^64 then narrowed. A pointer moving by a
   run-time number of bytes is not such an induction: its loop is versioned on the step being
   one element. */
void ramp(int n, int *restrict a, const int *restrict b, int k) {
    int v;
    int t22;
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k;
        vcc_v8_int t4 = vcc_splat(vcc_v8_int, -3);
        vcc_v8_uint t5 = (vcc_v8_uint)t4;
        vcc_v8_uint t6 = vcc_splat(vcc_v8_uint, (unsigned int)(unsigned long)t3);
        vcc_v8_uint t7 = t6 * (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_uint v_v = t5 + t7;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int v_v_2 = (vcc_v8_int)v_v;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t8 = b_v + v_v_2;
            vcc_store(a + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_uint t10 = vcc_splat(vcc_v8_uint, (unsigned int)((unsigned long)t3 * 8UL));
            vcc_v8_uint t11 = v_v + t10;
            vcc_v8_int v_v_3 = (vcc_v8_int)t11;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t9);
            vcc_v8_int t12 = b_v_1 + v_v_3;
            vcc_store(a + t9, t12);
            long t13 = i_vec + 16L;
            vcc_v8_uint t14 = vcc_splat(vcc_v8_uint, (unsigned int)((unsigned long)t3 * 16UL));
            vcc_v8_uint t15 = v_v + t14;
            vcc_v8_int v_v_4 = (vcc_v8_int)t15;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_int t16 = b_v_2 + v_v_4;
            vcc_store(a + t13, t16);
            long t17 = i_vec + 24L;
            vcc_v8_uint t18 = vcc_splat(vcc_v8_uint, (unsigned int)((unsigned long)t3 * 24UL));
            vcc_v8_uint t19 = v_v + t18;
            vcc_v8_int v_v_5 = (vcc_v8_int)t19;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int t20 = b_v_3 + v_v_5;
            vcc_store(a + t17, t20);
            i_vec += 32L;
            vcc_v8_uint t21 = vcc_splat(vcc_v8_uint, (unsigned int)((unsigned long)t3 * 32UL));
            v_v = v_v + t21;
        } while (i_vec < t2);
        t22 = (int)t2;
        t23 = (int)(18446744073709551613UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t22 = 0;
        t23 = -3;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long t26 = (long)k;
        vcc_v8_int t27 = (vcc_v8_int){t23, t23, t23, t23, t23, t23, t23, t23};
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint t29 = vcc_splat(vcc_v8_uint, (unsigned int)(unsigned long)t26);
        vcc_v8_uint t30 = t29 * (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_uint v_v_1 = t28 + t30;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t31 = (long)t22 + i_vec_1;
            vcc_v8_int v_v_6 = (vcc_v8_int)v_v_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t31);
            vcc_v8_int t32 = b_v_4 + v_v_6;
            vcc_store(a + t31, t32);
            i_vec_1 += 8L;
            vcc_v8_uint t33 = vcc_splat(vcc_v8_uint, (unsigned int)((unsigned long)t26 * 8UL));
            v_v_1 = v_v_1 + t33;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        v = (int)((unsigned long)t23 + (unsigned long)t25 * (unsigned long)t26);
    } else {
        i = t22;
        v = t23;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        a[t34] = b[t34] + v;
        v += k;
    }
}

/* Wraps around 2^32 within a few iterations for a large k. */
void ramp_bytes(int n, unsigned char *restrict a, unsigned v, unsigned k) {
    unsigned int v_1;
    int t14;
    unsigned int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k;
        vcc_v16_uint t4 = (vcc_v16_uint){v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v};
        vcc_v16_uint t5 = vcc_splat(vcc_v16_uint, (unsigned int)(unsigned long)t3);
        vcc_v16_uint t6 = t5 * (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
        vcc_v16_uint v_v = t4 + t6;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uint t7 = v_v >> __builtin_convertvector((vcc_v16_int){24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, vcc_v16_uint);
            vcc_v16_uchar t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v16_ushort), vcc_v16_uchar);
            vcc_store(a + i_vec, t8);
            vcc_v16_uint t9 = vcc_splat(vcc_v16_uint, (unsigned int)((unsigned long)t3 * 16UL));
            vcc_v16_uint t10 = v_v + t9;
            vcc_v16_uint t11 = t10 >> __builtin_convertvector((vcc_v16_int){24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, vcc_v16_uint);
            vcc_v16_uchar t12 = __builtin_convertvector(__builtin_convertvector(t11, vcc_v16_ushort), vcc_v16_uchar);
            vcc_store(a + (i_vec + 16L), t12);
            i_vec += 32L;
            vcc_v16_uint t13 = vcc_splat(vcc_v16_uint, (unsigned int)((unsigned long)t3 * 32UL));
            v_v = v_v + t13;
        } while (i_vec < t2);
        t14 = (int)t2;
        t15 = (unsigned int)((unsigned long)v + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t14 = 0;
        t15 = v;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t18 = (long)k;
        vcc_v16_uint t19 = (vcc_v16_uint){t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15};
        vcc_v16_uint t20 = vcc_splat(vcc_v16_uint, (unsigned int)(unsigned long)t18);
        vcc_v16_uint t21 = t20 * (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
        vcc_v16_uint v_v_1 = t19 + t21;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uint t22 = v_v_1 >> __builtin_convertvector((vcc_v16_int){24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, vcc_v16_uint);
            vcc_v16_uchar t23 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v16_ushort), vcc_v16_uchar);
            vcc_store(a + ((long)t14 + i_vec_1), t23);
            i_vec_1 += 16L;
            vcc_v16_uint t24 = vcc_splat(vcc_v16_uint, (unsigned int)((unsigned long)t18 * 16UL));
            v_v_1 = v_v_1 + t24;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        v_1 = (unsigned int)((unsigned long)t15 + (unsigned long)t17 * (unsigned long)t18);
    } else {
        i = t14;
        v_1 = t15;
    }
    for (; i < n; i++) {
        a[i] = (unsigned char)(v_1 >> 24);
        v_1 += k;
    }
}

/* 16-bit, stepping down by a step of its own type. */
void down_short(int n, short *restrict a, short k) {
    short v;
    int t35;
    short t36;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k * -1L;
        vcc_v8_short t4 = vcc_splat(vcc_v8_short, (short)1000);
        vcc_v8_ushort t5 = (vcc_v8_ushort)t4;
        vcc_v8_ushort t6 = vcc_splat(vcc_v8_ushort, (unsigned short)(unsigned long)t3);
        vcc_v8_ushort t7 = t6 * (vcc_v8_ushort){(unsigned short)0, (unsigned short)1, (unsigned short)2, (unsigned short)3, (unsigned short)4, (unsigned short)5, (unsigned short)6, (unsigned short)7};
        vcc_v8_ushort v_v = t5 + t7;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short v_v_2 = (vcc_v8_short)v_v;
            short *t8 = a + i_vec;
            vcc_v8_short a_v = vcc_load(vcc_v8_short, t8);
            vcc_v8_int t9 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(v_v_2, vcc_v8_int);
            vcc_v8_int t11 = t9 + t10;
            vcc_v8_short t12 = __builtin_convertvector(t11, vcc_v8_short);
            vcc_store(t8, t12);
            vcc_v8_ushort t13 = vcc_splat(vcc_v8_ushort, (unsigned short)((unsigned long)t3 * 8UL));
            vcc_v8_ushort t14 = v_v + t13;
            vcc_v8_short v_v_3 = (vcc_v8_short)t14;
            short *t15 = a + (i_vec + 8L);
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, t15);
            vcc_v8_int t16 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t17 = __builtin_convertvector(v_v_3, vcc_v8_int);
            vcc_v8_int t18 = t16 + t17;
            vcc_v8_short t19 = __builtin_convertvector(t18, vcc_v8_short);
            vcc_store(t15, t19);
            vcc_v8_ushort t20 = vcc_splat(vcc_v8_ushort, (unsigned short)((unsigned long)t3 * 16UL));
            vcc_v8_ushort t21 = v_v + t20;
            vcc_v8_short v_v_4 = (vcc_v8_short)t21;
            short *t22 = a + (i_vec + 16L);
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, t22);
            vcc_v8_int t23 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t24 = __builtin_convertvector(v_v_4, vcc_v8_int);
            vcc_v8_int t25 = t23 + t24;
            vcc_v8_short t26 = __builtin_convertvector(t25, vcc_v8_short);
            vcc_store(t22, t26);
            vcc_v8_ushort t27 = vcc_splat(vcc_v8_ushort, (unsigned short)((unsigned long)t3 * 24UL));
            vcc_v8_ushort t28 = v_v + t27;
            vcc_v8_short v_v_5 = (vcc_v8_short)t28;
            short *t29 = a + (i_vec + 24L);
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, t29);
            vcc_v8_int t30 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(v_v_5, vcc_v8_int);
            vcc_v8_int t32 = t30 + t31;
            vcc_v8_short t33 = __builtin_convertvector(t32, vcc_v8_short);
            vcc_store(t29, t33);
            i_vec += 32L;
            vcc_v8_ushort t34 = vcc_splat(vcc_v8_ushort, (unsigned short)((unsigned long)t3 * 32UL));
            v_v = v_v + t34;
        } while (i_vec < t2);
        t35 = (int)t2;
        t36 = (short)(1000UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t35 = 0;
        t36 = (short)1000;
    }
    long t37 = (long)n + (long)t35 * -1L;
    if (t37 >= 8L) {
        long t38 = t37 & -8L;
        long t39 = (long)k * -1L;
        vcc_v8_short t40 = (vcc_v8_short){t36, t36, t36, t36, t36, t36, t36, t36};
        vcc_v8_ushort t41 = (vcc_v8_ushort)t40;
        vcc_v8_ushort t42 = vcc_splat(vcc_v8_ushort, (unsigned short)(unsigned long)t39);
        vcc_v8_ushort t43 = t42 * (vcc_v8_ushort){(unsigned short)0, (unsigned short)1, (unsigned short)2, (unsigned short)3, (unsigned short)4, (unsigned short)5, (unsigned short)6, (unsigned short)7};
        vcc_v8_ushort v_v_1 = t41 + t43;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short v_v_6 = (vcc_v8_short)v_v_1;
            short *t44 = a + ((long)t35 + i_vec_1);
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, t44);
            vcc_v8_int t45 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t46 = __builtin_convertvector(v_v_6, vcc_v8_int);
            vcc_v8_int t47 = t45 + t46;
            vcc_v8_short t48 = __builtin_convertvector(t47, vcc_v8_short);
            vcc_store(t44, t48);
            i_vec_1 += 8L;
            vcc_v8_ushort t49 = vcc_splat(vcc_v8_ushort, (unsigned short)((unsigned long)t39 * 8UL));
            v_v_1 = v_v_1 + t49;
        } while (i_vec_1 < t38);
        i = (int)((long)t35 + t38);
        v = (short)((unsigned long)t36 + (unsigned long)t38 * (unsigned long)t39);
    } else {
        i = t35;
        v = t36;
    }
    for (; i < n; i++) {
        short *t50 = a + i;
        int t51 = (int)v;
        *t50 = (short)((int)*t50 + t51);
        v = (short)(t51 - (int)k);
    }
}

/* Fixed-point position into a table (image resampling): a gather at pos >> 8. The sum and
   the position after the loop are returned. */
long resample(int n, int *restrict out, const int *restrict in, int step) {
    long s;
    int pos;
    int t34;
    long t35;
    int t36;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)step;
        vcc_v4_int t4 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t5 = (vcc_v4_uint)t4;
        vcc_v4_uint t6 = vcc_splat(vcc_v4_uint, (unsigned int)(unsigned long)t3);
        vcc_v4_uint t7 = t6 * (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_uint pos_v = t5 + t7;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at runtime_step.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int pos_v_2 = (vcc_v4_int)pos_v;
            vcc_v4_uint t8 = vcc_splat(vcc_v4_uint, (unsigned int)((unsigned long)t3 * 4UL));
            vcc_v4_uint t9 = pos_v + t8;
            vcc_v4_int pos_v_3 = (vcc_v4_int)t9;
            vcc_v4_uint t10 = vcc_splat(vcc_v4_uint, (unsigned int)((unsigned long)t3 * 8UL));
            vcc_v4_uint t11 = pos_v + t10;
            vcc_v4_int pos_v_4 = (vcc_v4_int)t11;
            vcc_v4_uint t12 = vcc_splat(vcc_v4_uint, (unsigned int)((unsigned long)t3 * 12UL));
            vcc_v4_uint t13 = pos_v + t12;
            vcc_v4_int pos_v_5 = (vcc_v4_int)t13;
            int *t14 = out + i_vec;
            int *t15 = out + (i_vec + 4L);
            int *t16 = out + (i_vec + 8L);
            int *t17 = out + (i_vec + 12L);
            vcc_v4_int t18 = pos_v_2 >> (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int t19 = pos_v_3 >> (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int t20 = pos_v_4 >> (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int t21 = pos_v_5 >> (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int in_v = vcc_gather(vcc_v4_int, in, t18);
            vcc_v4_int in_v_1 = vcc_gather(vcc_v4_int, in, t19);
            vcc_v4_int in_v_2 = vcc_gather(vcc_v4_int, in, t20);
            vcc_v4_int in_v_3 = vcc_gather(vcc_v4_int, in, t21);
            vcc_store(t14, in_v);
            vcc_store(t15, in_v_1);
            vcc_store(t16, in_v_2);
            vcc_store(t17, in_v_3);
            vcc_v4_int out_v = vcc_load(vcc_v4_int, t14);
            vcc_v4_int out_v_1 = vcc_load(vcc_v4_int, t15);
            vcc_v4_int out_v_2 = vcc_load(vcc_v4_int, t16);
            vcc_v4_int out_v_3 = vcc_load(vcc_v4_int, t17);
            vcc_v4_long t22 = __builtin_convertvector(out_v, vcc_v4_long);
            vcc_v4_ulong t23 = (vcc_v4_ulong)t22;
            s_v = s_v + t23;
            vcc_v4_long t24 = __builtin_convertvector(out_v_1, vcc_v4_long);
            vcc_v4_ulong t25 = (vcc_v4_ulong)t24;
            s_v_1 = s_v_1 + t25;
            vcc_v4_long t26 = __builtin_convertvector(out_v_2, vcc_v4_long);
            vcc_v4_ulong t27 = (vcc_v4_ulong)t26;
            s_v_2 = s_v_2 + t27;
            vcc_v4_long t28 = __builtin_convertvector(out_v_3, vcc_v4_long);
            vcc_v4_ulong t29 = (vcc_v4_ulong)t28;
            s_v_3 = s_v_3 + t29;
            i_vec += 16L;
            vcc_v4_uint t30 = vcc_splat(vcc_v4_uint, (unsigned int)((unsigned long)t3 * 16UL));
            pos_v = pos_v + t30;
        } while (i_vec < t2);
        vcc_v4_ulong t31 = s_v + s_v_1;
        vcc_v4_ulong t32 = t31 + s_v_2;
        vcc_v4_ulong t33 = t32 + s_v_3;
        t34 = (int)t2;
        t35 = (long)vcc_reduce(unsigned long, t33, +);
        t36 = (int)((unsigned long)t2 * (unsigned long)t3);
    } else {
        t34 = 0;
        t35 = 0L;
        t36 = 0;
    }
    long t37 = (long)n + (long)t34 * -1L;
    if (t37 >= 4L) {
        long t38 = t37 & -4L;
        long t39 = (long)step;
        vcc_v4_int t40 = (vcc_v4_int){t36, t36, t36, t36};
        vcc_v4_uint t41 = (vcc_v4_uint)t40;
        vcc_v4_uint t42 = vcc_splat(vcc_v4_uint, (unsigned int)(unsigned long)t39);
        vcc_v4_uint t43 = t42 * (vcc_v4_uint){0U, 1U, 2U, 3U};
        vcc_v4_uint pos_v_1 = t41 + t43;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at runtime_step.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int pos_v_6 = (vcc_v4_int)pos_v_1;
            int *t44 = out + ((long)t34 + i_vec_1);
            vcc_v4_int t45 = pos_v_6 >> (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int in_v_4 = vcc_gather(vcc_v4_int, in, t45);
            vcc_store(t44, in_v_4);
            vcc_v4_int out_v_4 = vcc_load(vcc_v4_int, t44);
            vcc_v4_long t46 = __builtin_convertvector(out_v_4, vcc_v4_long);
            vcc_v4_ulong t47 = (vcc_v4_ulong)t46;
            s_v_4 = s_v_4 + t47;
            i_vec_1 += 4L;
            vcc_v4_uint t48 = vcc_splat(vcc_v4_uint, (unsigned int)((unsigned long)t39 * 4UL));
            pos_v_1 = pos_v_1 + t48;
        } while (i_vec_1 < t38);
        i = (int)((long)t34 + t38);
        s = (long)((unsigned long)t35 + vcc_reduce(unsigned long, s_v_4, +));
        pos = (int)((unsigned long)t36 + (unsigned long)t38 * (unsigned long)t39);
    } else {
        i = t34;
        s = t35;
        pos = t36;
    }
    for (; i < n; i++) {
        int *t49 = out + i;
        *t49 = in[pos >> 8];
        s += (long)*t49;
        pos += step;
    }
    return s * 1000003L + (long)pos;
}

/* A 64-bit induction whose step is an expression of two parameters, summed. */
long long wide_sum(int n, long long *restrict a, long long k, long long m) {
    long long s;
    long long v;
    int t30;
    long long t31;
    long long t32;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k + (long)m * -3L;
        vcc_v4_llong t4 = (vcc_v4_llong){5LL, 5LL, 5LL, 5LL};
        vcc_v4_ullong t5 = (vcc_v4_ullong)t4;
        vcc_v4_ullong t6 = vcc_splat(vcc_v4_ullong, (unsigned long long)(unsigned long)t3);
        vcc_v4_ullong t7 = t6 * (vcc_v4_ullong){0ULL, 1ULL, 2ULL, 3ULL};
        vcc_v4_ullong v_v = t5 + t7;
        long i_vec = 0L;
        vcc_v4_ullong s_v = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_1 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_2 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        vcc_v4_ullong s_v_3 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at runtime_step.c:52 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_llong v_v_2 = (vcc_v4_llong)v_v;
            long long *t8 = a + i_vec;
            vcc_store(t8, v_v_2);
            vcc_v4_llong a_v = vcc_load(vcc_v4_llong, t8);
            vcc_v4_llong t9 = a_v >> __builtin_convertvector((vcc_v4_int){16, 16, 16, 16}, vcc_v4_llong);
            vcc_v4_ullong t10 = (vcc_v4_ullong)t9;
            s_v = s_v + t10;
            vcc_v4_ullong t11 = vcc_splat(vcc_v4_ullong, (unsigned long long)((unsigned long)t3 * 4UL));
            vcc_v4_ullong t12 = v_v + t11;
            vcc_v4_llong v_v_3 = (vcc_v4_llong)t12;
            long long *t13 = a + (i_vec + 4L);
            vcc_store(t13, v_v_3);
            vcc_v4_llong a_v_1 = vcc_load(vcc_v4_llong, t13);
            vcc_v4_llong t14 = a_v_1 >> __builtin_convertvector((vcc_v4_int){16, 16, 16, 16}, vcc_v4_llong);
            vcc_v4_ullong t15 = (vcc_v4_ullong)t14;
            s_v_1 = s_v_1 + t15;
            vcc_v4_ullong t16 = vcc_splat(vcc_v4_ullong, (unsigned long long)((unsigned long)t3 * 8UL));
            vcc_v4_ullong t17 = v_v + t16;
            vcc_v4_llong v_v_4 = (vcc_v4_llong)t17;
            long long *t18 = a + (i_vec + 8L);
            vcc_store(t18, v_v_4);
            vcc_v4_llong a_v_2 = vcc_load(vcc_v4_llong, t18);
            vcc_v4_llong t19 = a_v_2 >> __builtin_convertvector((vcc_v4_int){16, 16, 16, 16}, vcc_v4_llong);
            vcc_v4_ullong t20 = (vcc_v4_ullong)t19;
            s_v_2 = s_v_2 + t20;
            vcc_v4_ullong t21 = vcc_splat(vcc_v4_ullong, (unsigned long long)((unsigned long)t3 * 12UL));
            vcc_v4_ullong t22 = v_v + t21;
            vcc_v4_llong v_v_5 = (vcc_v4_llong)t22;
            long long *t23 = a + (i_vec + 12L);
            vcc_store(t23, v_v_5);
            vcc_v4_llong a_v_3 = vcc_load(vcc_v4_llong, t23);
            vcc_v4_llong t24 = a_v_3 >> __builtin_convertvector((vcc_v4_int){16, 16, 16, 16}, vcc_v4_llong);
            vcc_v4_ullong t25 = (vcc_v4_ullong)t24;
            s_v_3 = s_v_3 + t25;
            i_vec += 16L;
            vcc_v4_ullong t26 = vcc_splat(vcc_v4_ullong, (unsigned long long)((unsigned long)t3 * 16UL));
            v_v = v_v + t26;
        } while (i_vec < t2);
        vcc_v4_ullong t27 = s_v + s_v_1;
        vcc_v4_ullong t28 = t27 + s_v_2;
        vcc_v4_ullong t29 = t28 + s_v_3;
        t30 = (int)t2;
        t31 = (long long)vcc_reduce(unsigned long long, t29, +);
        t32 = (long long)(5UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t30 = 0;
        t31 = 0LL;
        t32 = 5LL;
    }
    long t33 = (long)n + (long)t30 * -1L;
    if (t33 >= 4L) {
        long t34 = t33 & -4L;
        long t35 = (long)k + (long)m * -3L;
        vcc_v4_llong t36 = (vcc_v4_llong){t32, t32, t32, t32};
        vcc_v4_ullong t37 = (vcc_v4_ullong)t36;
        vcc_v4_ullong t38 = vcc_splat(vcc_v4_ullong, (unsigned long long)(unsigned long)t35);
        vcc_v4_ullong t39 = t38 * (vcc_v4_ullong){0ULL, 1ULL, 2ULL, 3ULL};
        vcc_v4_ullong v_v_1 = t37 + t39;
        long i_vec_1 = 0L;
        vcc_v4_ullong s_v_4 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        /* vcc: loop at runtime_step.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_llong v_v_6 = (vcc_v4_llong)v_v_1;
            long long *t40 = a + ((long)t30 + i_vec_1);
            vcc_store(t40, v_v_6);
            vcc_v4_llong a_v_4 = vcc_load(vcc_v4_llong, t40);
            vcc_v4_llong t41 = a_v_4 >> __builtin_convertvector((vcc_v4_int){16, 16, 16, 16}, vcc_v4_llong);
            vcc_v4_ullong t42 = (vcc_v4_ullong)t41;
            s_v_4 = s_v_4 + t42;
            i_vec_1 += 4L;
            vcc_v4_ullong t43 = vcc_splat(vcc_v4_ullong, (unsigned long long)((unsigned long)t35 * 4UL));
            v_v_1 = v_v_1 + t43;
        } while (i_vec_1 < t34);
        i = (int)((long)t30 + t34);
        s = (long long)((unsigned long long)t31 + vcc_reduce(unsigned long long, s_v_4, +));
        v = (long long)((unsigned long)t32 + (unsigned long)t34 * (unsigned long)t35);
    } else {
        i = t30;
        s = t31;
        v = t32;
    }
    for (; i < n; i++) {
        long long *t44 = a + i;
        *t44 = v;
        s += *t44 >> 16;
        v += k - 3LL * m;
    }
    return s + v;
}

/* The induction's value at the last iteration that passes a test. */
int last_match(int n, const int *restrict b, int t, int k) {
    int v;
    int t14;
    int t15;
    int t16;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long t6 = (long)k;
        vcc_v8_int t_v = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at runtime_step.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_m8 t7 = (vcc_m8)(b_v > t_v);
            vcc_v8_int t8 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t9 = t8 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t9, t1);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + (i_vec + 8L));
            vcc_m8 t10 = (vcc_m8)(b_v_1 > t_v);
            vcc_v8_int t11 = t9 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t11, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_v8_int t12 = vcc_max(vcc_v8_int, t2, t1);
        int t13 = vcc_reduce_max(int, t12);
        t14 = (int)t5;
        t15 = t13 < 0 ? -1 : (int)(11UL + (unsigned long)(long)t13 * (unsigned long)t6);
        t16 = (int)(11UL + (unsigned long)t5 * (unsigned long)t6);
    } else {
        t14 = 0;
        t15 = -1;
        t16 = 11;
    }
    long t17 = (long)n + (long)t14 * -1L;
    if ((t17 >= 8L) & (t17 <= 2147483647L)) {
        long t18 = t17 & -8L;
        long t19 = (long)k;
        vcc_v8_int t_v_1 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at runtime_step.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + ((long)t14 + i_vec_1));
            vcc_m8 t20 = (vcc_m8)(b_v_2 > t_v_1);
            vcc_v8_int t21 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t22 = t21 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t22, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        int t23 = vcc_reduce_max(int, t3);
        i = (int)((long)t14 + t18);
        last = t23 < 0 ? t15 : (int)((unsigned long)t16 + (unsigned long)(long)t23 * (unsigned long)t19);
        v = (int)((unsigned long)t16 + (unsigned long)t18 * (unsigned long)t19);
    } else {
        i = t14;
        last = t15;
        v = t16;
    }
    for (; i < n; i++, last = last_1) {
        if (b[i] > t) {
            last_1 = v;
        } else {
            last_1 = last;
        }
        v += k;
    }
    return last;
}

/* An early exit returns the induction at the exiting iteration. */
__attribute__((no_sanitize_address)) int find_at(int n, const int *restrict b, int t, int k) {
    int t1;
    int v;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)b;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t1 = 0;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            v = t1;
            goto L17;
        }
        if (b[t6] == t) {
            i = t6;
            v = t1;
            goto L17;
        }
        t1 += k;
    }
    t8 = (long)n - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        long t9 = (long)k;
        vcc_v8_int t_v = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:74 vectorized: VF 8, UF 4, early exit, peeled to align `b` to 128 bytes, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load_aligned(vcc_v8_int, b + (int)((long)t6 + i_vec));
            vcc_m8 t10 = (vcc_m8)(b_v == t_v);
            vcc_v8_int b_v_1 = vcc_load_aligned(vcc_v8_int, b + (int)((long)t6 + (i_vec + 8L)));
            vcc_m8 t11 = (vcc_m8)(b_v_1 == t_v);
            vcc_v8_int b_v_2 = vcc_load_aligned(vcc_v8_int, b + (int)((long)t6 + (i_vec + 16L)));
            vcc_m8 t12 = (vcc_m8)(b_v_2 == t_v);
            vcc_v8_int b_v_3 = vcc_load_aligned(vcc_v8_int, b + (int)((long)t6 + (i_vec + 24L)));
            vcc_m8 t13 = (vcc_m8)(b_v_3 == t_v);
            vcc_m8 t14 = t10 | t11;
            vcc_m8 t15 = t14 | t12;
            vcc_m8 t16 = t15 | t13;
            if (vcc_any(t16)) {
                t2 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)((long)t6 + t2);
        v = (int)((unsigned long)t1 + (unsigned long)t2 * (unsigned long)t9);
    } else {
        i = t6;
        v = t1;
    }
L17:
    for (; i < n; i++) {
        if (b[i] == t) {
            return v;
        }
        v += k;
    }
    return -v;
}

/* A pointer moving by k bytes: versioned on k == 1. */
void pointer_step(int n, int *restrict a, const char *p, long k) {
    const char *p_1;
    int i;
    long t1 = (long)n;
    if ((t1 >= 32L) & (k == 1L)) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:84 vectorized: VF 16, UF 2, versioned on `k` == 1, scalar epilogue */
        do {
            vcc_v16_char p_v = vcc_load(vcc_v16_char, p + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(p_v, vcc_v16_short), vcc_v16_int);
            do { vcc_v16_int vcc_w = t3; char *vcc_p = (char *)(a + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t4 = i_vec + 16L;
            vcc_v16_char p_v_1 = vcc_load(vcc_v16_char, p + t4);
            vcc_v16_int t5 = __builtin_convertvector(__builtin_convertvector(p_v_1, vcc_v16_short), vcc_v16_int);
            do { vcc_v16_int vcc_w = t5; char *vcc_p = (char *)(a + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
        p_1 = p + t2;
    } else {
        i = 0;
        p_1 = p;
    }
    for (; i < n; i++) {
        a[i] = (int)*p_1;
        p_1 = p_1 + k;
    }
}

int main(void) {
    int n;
    static const int ks[] = {0, 1, -7, 3, 0x7fff, -0x10001};
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned char *u8 = new_array(n, 1);
        short *s16 = new_array(n, sizeof(short));
        long long *a64 = new_array(n, sizeof(long long));
        int table = (n * 37 >> 8) + 1;
        int *in = new_array(table, sizeof(int)), *out = new_array(n, sizeof(int));
        char *bytes = new_array(3 * n + 1, 1);
        FILL(b, n, -50, 100);
        FILL(s16, n, -1000, 2000);
        FILL(in, table, -100000, 200000);
        FILL(bytes, 3 * n + 1, -100, 200);
        unsigned long long h = 0;
        for (int q = 0; q < 6; q++) {
            int k = ks[q];
            ramp(n, a, b, k);
            ramp_bytes(n, u8, 0x12345678u + (unsigned)q, (unsigned)k * 0x9e3779b9u);
            down_short(n, s16, (short)(k * 3));
            long r = resample(n, out, in, 37 - q);
            long long w = wide_sum(n, a64, (long long)k * (1LL << 33), k + 1);
            int lm = last_match(n, b, q * 10, k);
            int f = find_at(n, b, q * 7 - 20, k);
            pointer_step(n, a, bytes, q % 3 + 1);
            h = h * 31 + HASH(a, n) + HASH(u8, n) * 3 + HASH(s16, n) * 5 + HASH(out, n) * 7 + HASH(a64, n) * 11;
            h = h * 31 + (unsigned long long)r + (unsigned long long)w * 13 + (unsigned)lm * 17u + (unsigned)f * 19u;
        }
        printf("n=%d %llx\n", n, h);
        free(a), free(b), free(u8), free(s16), free(a64), free(in), free(out), free(bytes);
    }
    return 0;
}
