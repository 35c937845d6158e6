/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int b_v = vcc_load(vcc_v16_int, b + i_vec);
            vcc_m16 t3 = __builtin_convertvector(a_v > b_v, vcc_m16);
            vcc_v16_uchar t4 = vcc_select(vcc_v16_schar, __builtin_convertvector(t3, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_int a_v_1 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int b_v_1 = vcc_load(vcc_v16_int, b + t5);
            vcc_m16 t6 = __builtin_convertvector(a_v_1 > b_v_1, vcc_m16);
            vcc_v16_uchar t7 = vcc_select(vcc_v16_schar, __builtin_convertvector(t6, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_int a_v_2 = vcc_load(vcc_v16_int, a + t11);
            vcc_v16_int b_v_2 = vcc_load(vcc_v16_int, b + t11);
            vcc_m16 t12 = __builtin_convertvector(a_v_2 > b_v_2, vcc_m16);
            vcc_v16_uchar t13 = vcc_select(vcc_v16_schar, __builtin_convertvector(t12, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        flags[t14] = (_Bool)(a[t14] > b[t14]);
    }
}

/* Bits that a truncation to the low byte would lose. */
void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int t3 = a_v & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            vcc_m16 t4 = __builtin_convertvector(t3 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            vcc_v16_uchar t5 = vcc_select(vcc_v16_schar, __builtin_convertvector(t4, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + i_vec, t5);
            long t6 = i_vec + 16L;
            vcc_v16_int a_v_1 = vcc_load(vcc_v16_int, a + t6);
            vcc_v16_int t7 = a_v_1 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            vcc_m16 t8 = __builtin_convertvector(t7 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            vcc_v16_uchar t9 = vcc_select(vcc_v16_schar, __builtin_convertvector(t8, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_int a_v_2 = vcc_load(vcc_v16_int, a + t13);
            vcc_v16_int t14 = a_v_2 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            vcc_m16 t15 = __builtin_convertvector(t14 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            vcc_v16_uchar t16 = vcc_select(vcc_v16_schar, __builtin_convertvector(t15, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        flags[t17] = (_Bool)(a[t17] & 768);
    }
}

void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_float x_v = vcc_load(vcc_v16_float, x + i_vec);
            vcc_m16 t3 = __builtin_convertvector(x_v != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            vcc_v16_uchar t4 = vcc_select(vcc_v16_schar, __builtin_convertvector(t3, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_float x_v_1 = vcc_load(vcc_v16_float, x + t5);
            vcc_m16 t6 = __builtin_convertvector(x_v_1 != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            vcc_v16_uchar t7 = vcc_select(vcc_v16_schar, __builtin_convertvector(t6, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_float x_v_2 = vcc_load(vcc_v16_float, x + t11);
            vcc_m16 t12 = __builtin_convertvector(x_v_2 != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            vcc_v16_uchar t13 = vcc_select(vcc_v16_schar, __builtin_convertvector(t12, vcc_v16_schar), ((vcc_v16_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v16_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        flags[t14] = (_Bool)x[t14];
    }
}

/* A `_Bool` loaded and tested. */
void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + i_vec);
            vcc_m8 t3 = __builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_int a_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)i_vec * 4UL), a_v, t3);
            long t4 = i_vec + 8L;
            vcc_v8_uchar flags_v_1 = vcc_load(vcc_v8_uchar, flags + t4);
            vcc_m8 t5 = __builtin_convertvector(flags_v_1 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_int a_v_1 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)t4 * 4UL), t5);
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t4 * 4UL), a_v_1, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v8_uchar flags_v_2 = vcc_load(vcc_v8_uchar, flags + t9);
            vcc_m8 t10 = __builtin_convertvector(flags_v_2 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_int a_v_2 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)t9 * 4UL), t10);
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t9 * 4UL), a_v_2, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        if (flags[t11]) {
            c[t11] = a[t11];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
int count_flags(int n, const _Bool *restrict flags) {
    int s;
    int t8;
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bool_lanes.c:35 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(flags_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t4 = (vcc_v8_uint)t3;
            s_v = s_v + t4;
            vcc_v8_uchar flags_v_1 = vcc_load(vcc_v8_uchar, flags + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(flags_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (int)vcc_reduce(unsigned int, t7, +);
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bool_lanes.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar flags_v_2 = vcc_load(vcc_v8_uchar, flags + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(flags_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (int)((unsigned int)t9 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    int t18;
    int i;
    float t32;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + i_vec);
            vcc_m8 t3 = __builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_m8 t4 = ~t3;
            vcc_v8_float x_v = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)i_vec * 4UL), t4);
            vcc_v8_float t5 = -x_v;
            vcc_v8_float t6 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(flags_v, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t7 = t5 + t6;
            vcc_m8 t8 = __builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_float x_v_1 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)i_vec * 4UL), t8);
            vcc_v8_float t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, x_v_1, t7);
            vcc_store(y + i_vec, t9);
            long t10 = i_vec + 8L;
            vcc_v8_uchar flags_v_1 = vcc_load(vcc_v8_uchar, flags + t10);
            vcc_m8 t11 = __builtin_convertvector(flags_v_1 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_m8 t12 = ~t11;
            vcc_v8_float x_v_2 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t10 * 4UL), t12);
            vcc_v8_float t13 = -x_v_2;
            vcc_v8_float t14 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(flags_v_1, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t15 = t13 + t14;
            vcc_m8 t16 = __builtin_convertvector(flags_v_1 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_float x_v_3 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t10 * 4UL), t16);
            vcc_v8_float t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, x_v_3, t15);
            vcc_store(y + t10, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_lanes.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_uchar flags_v_2 = vcc_load(vcc_v8_uchar, flags + t21);
            vcc_m8 t22 = __builtin_convertvector(flags_v_2 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_m8 t23 = ~t22;
            vcc_v8_float x_v_4 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t21 * 4UL), t23);
            vcc_v8_float t24 = -x_v_4;
            vcc_v8_float t25 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(flags_v_2, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t26 = t24 + t25;
            vcc_m8 t27 = __builtin_convertvector(flags_v_2 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            vcc_v8_float x_v_5 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t21 * 4UL), t27);
            vcc_v8_float t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, x_v_5, t26);
            vcc_store(y + t21, t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float *t30 = y + t29;
        _Bool t31 = flags[t29];
        if (t31) {
            t32 = x[t29];
        } else {
            t32 = -x[t29] + (float)t31;
        }
        *t30 = t32;
    }
}

int main(void) {
    int n;
    int t2;
    float t6;
    float t7;
    float t8;
    float t9;
    int t30;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        _Bool *f = (_Bool *)new_array(n, 1UL);
        _Bool *g = (_Bool *)new_array(n, 1UL);
        _Bool *h = (_Bool *)new_array(n, 1UL);
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            a[t3] = (int)(next_rand() % 2048U) - 1024;
            b[t3] = (int)(next_rand() % 2048U) - 1024;
            c[t3] = -1;
            unsigned int r = next_rand() % 6U;
            float *t4 = x + t3;
            if (r == 0U) {
                t9 = 0.0f;
            } else {
                if (r == 1U) {
                    t8 = -0.0f;
                } else {
                    if (r == 2U) {
                        t7 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t6 = __builtin_nanf("");
                        } else {
                            unsigned int t5 = next_rand();
                            t6 = (float)(int)(t5 % 7U) - 3.0f;
                        }
                        t7 = t6;
                    }
                    t8 = t7;
                }
                t9 = t8;
            }
            *t4 = t9;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t10 = a;
        flags_gt(n, f, t10, b);
        flags_bits(n, g, t10);
        const float *t11 = x;
        flags_float(n, h, t11);
        unsigned long t12 = (unsigned long)n;
        unsigned long t13 = t12 * 1UL;
        unsigned long t14 = hash_bytes((const void *)h, t13);
        unsigned long t15 = hash_bytes((const void *)g, t13);
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)hash_bytes((const void *)f, t13), (unsigned long long)t15, (unsigned long long)t14);
        long t16 = (long)n;
        if (t16 >= 32L) {
            long t17 = t16 & -32L;
            long i_vec = 0L;
            /* vcc: loop at bool_lanes.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t18 = x + i_vec;
                vcc_v8_float x_v = vcc_load(vcc_v8_float, t18);
                vcc_m8 t19 = (vcc_m8)(x_v != x_v);
                vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), x_v);
                vcc_store(t18, t20);
                float *t21 = x + (i_vec + 8L);
                vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, t21);
                vcc_m8 t22 = (vcc_m8)(x_v_1 != x_v_1);
                vcc_v8_float t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), x_v_1);
                vcc_store(t21, t23);
                float *t24 = x + (i_vec + 16L);
                vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, t24);
                vcc_m8 t25 = (vcc_m8)(x_v_2 != x_v_2);
                vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), x_v_2);
                vcc_store(t24, t26);
                float *t27 = x + (i_vec + 24L);
                vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, t27);
                vcc_m8 t28 = (vcc_m8)(x_v_3 != x_v_3);
                vcc_v8_float t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), x_v_3);
                vcc_store(t27, t29);
                i_vec += 32L;
            } while (i_vec < t17);
            t30 = (int)t17;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        if (t31 >= 8L) {
            long t32 = t31 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at bool_lanes.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t33 = x + ((long)t30 + i_vec_1);
                vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, t33);
                vcc_m8 t34 = (vcc_m8)(x_v_4 != x_v_4);
                vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f}), x_v_4);
                vcc_store(t33, t35);
                i_vec_1 += 8L;
            } while (i_vec_1 < t32);
            i_1 = (int)((long)t30 + t32);
        } else {
            i_1 = t30;
        }
        for (; i_1 < n; i_1++) {
            float *t36 = x + i_1;
            float t1 = *t36;
            if (t1 != t1) {
                t1 = 1.5f;
            }
            *t36 = t1;
        }
        copy_if(n, c, g, t10);
        const _Bool *t37 = f;
        pick(n, y, t37, t11);
        int t38 = count_flags(n, h);
        int t39 = count_flags(n, t37);
        unsigned long t40 = t12 * 4UL;
        unsigned long t41 = hash_bytes((const void *)y, t40);
        printf(" %016llx %016llx %d %d\n", (unsigned long long)hash_bytes((const void *)c, t40), (unsigned long long)t41, t39, t38);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)x);
        free((void *)y);
        free((void *)f);
        free((void *)g);
        free((void *)h);
    }
}
