/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=5 avx2=1 avx512=5 sse4.2=4 sse2=4 neon=4 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids 5 */
/* vcc-test: also-tune avx512 zen4 */
#include "harness.h"

/* Gathers under a condition that guards the index itself (emit avx2.rs `vcc_avx2_maskgather8`
   and `vcc_avx2_maskgather4`: lane by lane, an inactive lane loading what the first active
   lane loads, no load where no lane is active, inactive lanes zero). Indices of inactive lanes
   are far outside the arrays (and negative), in runs longer than a vector so that whole
   vectors are inactive, and between them runs where every lane is active; the arrays are
   allocated exactly, so a load of an inactive lane fails under ASan or faults. With
   --tune=zen4 the gathers are the masked instruction (`Target::hardware_masked_gathers`),
   which must leave the inactive lanes' memory alone as well. On avx2 with the generic and Zen
   tunes the four loops with a store stay scalar (a masked gather and a masked store run as
   microcode on Zen: `Target::serial_cycles`); --tune=sapphirerapids vectorizes them, so the
   lane-by-lane macros still run here. On avx512 the generic tune's lane-by-lane gathers bound
   the vector iteration too (16 cycles a register): UF 1. */

void gather_f32(int n, float *restrict out, const float *restrict t, const int *restrict ix, int m) {
    int t16;
    int i;
    int t28;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m_v = (vcc_v8_int){m, m, m, m, m, m, m, m};
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            vcc_v8_int ix_v = vcc_load(vcc_v8_int, ix + i_vec);
            vcc_v8_int ix_v_1 = vcc_load(vcc_v8_int, ix + t3);
            vcc_m8 t4 = (vcc_m8)(ix_v >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t5 = (vcc_m8)(ix_v_1 >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t6 = (vcc_m8)(ix_v < m_v);
            vcc_m8 t7 = (vcc_m8)(ix_v_1 < m_v);
            vcc_v8_int t8 = __builtin_convertvector(t6 & 1, vcc_v8_int);
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t8, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t10 = __builtin_convertvector(t7 & 1, vcc_v8_int);
            vcc_v8_int t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t10, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t12 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t13 = (vcc_m8)(t11 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_float t_v = vcc_gather_masked(vcc_v8_float, t, ix_v, t12);
            vcc_v8_float t_v_1 = vcc_gather_masked(vcc_v8_float, t, ix_v_1, t13);
            vcc_v8_float t14 = t_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)out + (unsigned long)i_vec * 4UL), t14, t12);
            vcc_v8_float t15 = t_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)out + (unsigned long)t3 * 4UL), t15, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        vcc_v8_int m_v_1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            vcc_v8_int ix_v_2 = vcc_load(vcc_v8_int, ix + t19);
            vcc_m8 t20 = (vcc_m8)(ix_v_2 >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t21 = (vcc_m8)(ix_v_2 < m_v_1);
            vcc_v8_int t22 = __builtin_convertvector(t21 & 1, vcc_v8_int);
            vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t22, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t24 = (vcc_m8)(t23 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_float t_v_2 = vcc_gather_masked(vcc_v8_float, t, ix_v_2, t24);
            vcc_v8_float t25 = t_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)out + (unsigned long)t19 * 4UL), t25, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int t27 = ix[t26];
        if (t27 >= 0) {
            t28 = (t27 < m) != 0;
        } else {
            t28 = 0;
        }
        if (t28) {
            out[t26] = t[t27] * 2.0f;
        }
    }
}

void gather_i32(int n, int *restrict out, const int *restrict t, const int *restrict ix, int m) {
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m_v = (vcc_v8_int){m, m, m, m, m, m, m, m};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_uint t5 = (vcc_v8_uint)m_v;
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            long t6 = i_vec + 8L;
            vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t7;
            vcc_v8_int ix_v = vcc_load(vcc_v8_int, ix + i_vec);
            vcc_v8_int ix_v_1 = vcc_load(vcc_v8_int, ix + t6);
            vcc_v8_uint t8 = (vcc_v8_uint)ix_v;
            vcc_v8_uint t9 = (vcc_v8_uint)ix_v_1;
            vcc_m8 t10 = (vcc_m8)(t8 < t5);
            vcc_m8 t11 = (vcc_m8)(t9 < t5);
            vcc_v8_int t_v = vcc_gather_masked(vcc_v8_int, t, ix_v, t10);
            vcc_v8_int t_v_1 = vcc_gather_masked(vcc_v8_int, t, ix_v_1, t11);
            vcc_v8_uint t12 = (vcc_v8_uint)t_v;
            vcc_v8_uint t13 = (vcc_v8_uint)i_v_2;
            vcc_v8_uint t14 = t12 + t13;
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)i_vec * 4UL), t15, t10);
            vcc_v8_uint t16 = (vcc_v8_uint)t_v_1;
            vcc_v8_uint t17 = (vcc_v8_uint)i_v_3;
            vcc_v8_uint t18 = t16 + t17;
            vcc_v8_int t19 = (vcc_v8_int)t18;
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t6 * 4UL), t19, t11);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        vcc_v8_int m_v_1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        vcc_v8_int t23 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint i_v_1 = t24 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_uint t25 = (vcc_v8_uint)m_v_1;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t26 = (long)t20 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int ix_v_2 = vcc_load(vcc_v8_int, ix + t26);
            vcc_v8_uint t27 = (vcc_v8_uint)ix_v_2;
            vcc_m8 t28 = (vcc_m8)(t27 < t25);
            vcc_v8_int t_v_2 = vcc_gather_masked(vcc_v8_int, t, ix_v_2, t28);
            vcc_v8_uint t29 = (vcc_v8_uint)t_v_2;
            vcc_v8_uint t30 = (vcc_v8_uint)i_v_4;
            vcc_v8_uint t31 = t29 + t30;
            vcc_v8_int t32 = (vcc_v8_int)t31;
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t26 * 4UL), t32, t28);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        int t34 = ix[t33];
        if ((unsigned int)t34 < (unsigned int)m) {
            out[t33] = t[t34] + i;
        }
    }
}

void gather_f64(int n, double *restrict out, const double *restrict t, const int *restrict ix, int m) {
    int t30;
    int i;
    int t42;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m_v = (vcc_v4_int){m, m, m, m};
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            vcc_v4_int ix_v = vcc_load(vcc_v4_int, ix + i_vec);
            vcc_v4_int ix_v_1 = vcc_load(vcc_v4_int, ix + t3);
            vcc_v4_int ix_v_2 = vcc_load(vcc_v4_int, ix + t4);
            vcc_v4_int ix_v_3 = vcc_load(vcc_v4_int, ix + t5);
            vcc_m4 t6 = (vcc_m4)(ix_v >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t7 = (vcc_m4)(ix_v_1 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t8 = (vcc_m4)(ix_v_2 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t9 = (vcc_m4)(ix_v_3 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t10 = (vcc_m4)(ix_v < m_v);
            vcc_m4 t11 = (vcc_m4)(ix_v_1 < m_v);
            vcc_m4 t12 = (vcc_m4)(ix_v_2 < m_v);
            vcc_m4 t13 = (vcc_m4)(ix_v_3 < m_v);
            vcc_v4_int t14 = __builtin_convertvector(t10 & 1, vcc_v4_int);
            vcc_v4_int t15 = vcc_select(vcc_v4_int, (vcc_v4_int)t6, t14, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t16 = __builtin_convertvector(t11 & 1, vcc_v4_int);
            vcc_v4_int t17 = vcc_select(vcc_v4_int, (vcc_v4_int)t7, t16, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t18 = __builtin_convertvector(t12 & 1, vcc_v4_int);
            vcc_v4_int t19 = vcc_select(vcc_v4_int, (vcc_v4_int)t8, t18, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t20 = __builtin_convertvector(t13 & 1, vcc_v4_int);
            vcc_v4_int t21 = vcc_select(vcc_v4_int, (vcc_v4_int)t9, t20, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t22 = (vcc_m4)(t15 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t23 = (vcc_m4)(t17 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t24 = (vcc_m4)(t19 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t25 = (vcc_m4)(t21 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_double t_v = vcc_gather_masked(vcc_v4_double, t, ix_v, t22);
            vcc_v4_double t_v_1 = vcc_gather_masked(vcc_v4_double, t, ix_v_1, t23);
            vcc_v4_double t_v_2 = vcc_gather_masked(vcc_v4_double, t, ix_v_2, t24);
            vcc_v4_double t_v_3 = vcc_gather_masked(vcc_v4_double, t, ix_v_3, t25);
            vcc_v4_double t26 = t_v - (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_store_masked((double *)((unsigned long)out + (unsigned long)i_vec * 8UL), t26, t22);
            vcc_v4_double t27 = t_v_1 - (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_store_masked((double *)((unsigned long)out + (unsigned long)t3 * 8UL), t27, t23);
            vcc_v4_double t28 = t_v_2 - (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_store_masked((double *)((unsigned long)out + (unsigned long)t4 * 8UL), t28, t24);
            vcc_v4_double t29 = t_v_3 - (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_store_masked((double *)((unsigned long)out + (unsigned long)t5 * 8UL), t29, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        vcc_v4_int m_v_1 = (vcc_v4_int){m, m, m, m};
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            vcc_v4_int ix_v_4 = vcc_load(vcc_v4_int, ix + t33);
            vcc_m4 t34 = (vcc_m4)(ix_v_4 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t35 = (vcc_m4)(ix_v_4 < m_v_1);
            vcc_v4_int t36 = __builtin_convertvector(t35 & 1, vcc_v4_int);
            vcc_v4_int t37 = vcc_select(vcc_v4_int, (vcc_v4_int)t34, t36, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t38 = (vcc_m4)(t37 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_double t_v_4 = vcc_gather_masked(vcc_v4_double, t, ix_v_4, t38);
            vcc_v4_double t39 = t_v_4 - (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_store_masked((double *)((unsigned long)out + (unsigned long)t33 * 8UL), t39, t38);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int t41 = ix[t40];
        if (t41 >= 0) {
            t42 = (t41 < m) != 0;
        } else {
            t42 = 0;
        }
        if (t42) {
            out[t40] = t[t41] - 1.5;
        }
    }
}

void gather_i64(int n, long long *restrict out, const long long *restrict t, const int *restrict ix, int m) {
    int t39;
    int i;
    int t54;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m_v = (vcc_v4_int){m, m, m, m};
        vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t4 = (vcc_v4_uint)t3;
        vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:39 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            long t5 = i_vec + 4L;
            vcc_v4_uint t6 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t6;
            long t7 = i_vec + 8L;
            vcc_v4_uint t8 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t8;
            long t9 = i_vec + 12L;
            vcc_v4_uint t10 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t10;
            vcc_v4_int ix_v = vcc_load(vcc_v4_int, ix + i_vec);
            vcc_v4_int ix_v_1 = vcc_load(vcc_v4_int, ix + t5);
            vcc_v4_int ix_v_2 = vcc_load(vcc_v4_int, ix + t7);
            vcc_v4_int ix_v_3 = vcc_load(vcc_v4_int, ix + t9);
            vcc_m4 t11 = (vcc_m4)(ix_v >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t12 = (vcc_m4)(ix_v_1 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t13 = (vcc_m4)(ix_v_2 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t14 = (vcc_m4)(ix_v_3 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t15 = (vcc_m4)(ix_v < m_v);
            vcc_m4 t16 = (vcc_m4)(ix_v_1 < m_v);
            vcc_m4 t17 = (vcc_m4)(ix_v_2 < m_v);
            vcc_m4 t18 = (vcc_m4)(ix_v_3 < m_v);
            vcc_v4_int t19 = __builtin_convertvector(t15 & 1, vcc_v4_int);
            vcc_v4_int t20 = vcc_select(vcc_v4_int, (vcc_v4_int)t11, t19, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t21 = __builtin_convertvector(t16 & 1, vcc_v4_int);
            vcc_v4_int t22 = vcc_select(vcc_v4_int, (vcc_v4_int)t12, t21, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t23 = __builtin_convertvector(t17 & 1, vcc_v4_int);
            vcc_v4_int t24 = vcc_select(vcc_v4_int, (vcc_v4_int)t13, t23, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t25 = __builtin_convertvector(t18 & 1, vcc_v4_int);
            vcc_v4_int t26 = vcc_select(vcc_v4_int, (vcc_v4_int)t14, t25, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t27 = (vcc_m4)(t20 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t28 = (vcc_m4)(t22 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t29 = (vcc_m4)(t24 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t30 = (vcc_m4)(t26 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_llong t_v = vcc_gather_masked(vcc_v4_llong, t, ix_v, t27);
            vcc_v4_llong t_v_1 = vcc_gather_masked(vcc_v4_llong, t, ix_v_1, t28);
            vcc_v4_llong t_v_2 = vcc_gather_masked(vcc_v4_llong, t, ix_v_2, t29);
            vcc_v4_llong t_v_3 = vcc_gather_masked(vcc_v4_llong, t, ix_v_3, t30);
            vcc_v4_llong t31 = __builtin_convertvector(i_v_2, vcc_v4_llong);
            vcc_v4_llong t32 = t_v ^ t31;
            vcc_store_masked((long long *)((unsigned long)out + (unsigned long)i_vec * 8UL), t32, t27);
            vcc_v4_llong t33 = __builtin_convertvector(i_v_3, vcc_v4_llong);
            vcc_v4_llong t34 = t_v_1 ^ t33;
            vcc_store_masked((long long *)((unsigned long)out + (unsigned long)t5 * 8UL), t34, t28);
            vcc_v4_llong t35 = __builtin_convertvector(i_v_4, vcc_v4_llong);
            vcc_v4_llong t36 = t_v_2 ^ t35;
            vcc_store_masked((long long *)((unsigned long)out + (unsigned long)t7 * 8UL), t36, t29);
            vcc_v4_llong t37 = __builtin_convertvector(i_v_5, vcc_v4_llong);
            vcc_v4_llong t38 = t_v_3 ^ t37;
            vcc_store_masked((long long *)((unsigned long)out + (unsigned long)t9 * 8UL), t38, t30);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        vcc_v4_int m_v_1 = (vcc_v4_int){m, m, m, m};
        vcc_v4_int t42 = (vcc_v4_int){t39, t39, t39, t39};
        vcc_v4_uint t43 = (vcc_v4_uint)t42;
        vcc_v4_uint i_v_1 = t43 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t44 = (long)t39 + i_vec_1;
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_int ix_v_4 = vcc_load(vcc_v4_int, ix + t44);
            vcc_m4 t45 = (vcc_m4)(ix_v_4 >= (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t46 = (vcc_m4)(ix_v_4 < m_v_1);
            vcc_v4_int t47 = __builtin_convertvector(t46 & 1, vcc_v4_int);
            vcc_v4_int t48 = vcc_select(vcc_v4_int, (vcc_v4_int)t45, t47, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t49 = (vcc_m4)(t48 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_llong t_v_4 = vcc_gather_masked(vcc_v4_llong, t, ix_v_4, t49);
            vcc_v4_llong t50 = __builtin_convertvector(i_v_6, vcc_v4_llong);
            vcc_v4_llong t51 = t_v_4 ^ t50;
            vcc_store_masked((long long *)((unsigned long)out + (unsigned long)t44 * 8UL), t51, t49);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t52 = (long)i;
        int t53 = ix[t52];
        if (t53 >= 0) {
            t54 = (t53 < m) != 0;
        } else {
            t54 = 0;
        }
        if (t54) {
            out[t52] = t[t53] ^ (long long)i;
        }
    }
}

/* The gathered value used in the condition's other branch: inactive lanes must not leak. */
int gather_sum(int n, const int *restrict t, const int *restrict ix, int m) {
    int t18;
    int t19;
    int i;
    int s;
    int t30;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m_v = (vcc_v8_int){m, m, m, m, m, m, m, m};
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at cond_gather.c:47 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int ix_v = vcc_load(vcc_v8_int, ix + i_vec);
            vcc_v8_int ix_v_1 = vcc_load(vcc_v8_int, ix + (i_vec + 8L));
            vcc_m8 t3 = (vcc_m8)(ix_v >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t4 = (vcc_m8)(ix_v_1 >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t5 = (vcc_m8)(ix_v < m_v);
            vcc_m8 t6 = (vcc_m8)(ix_v_1 < m_v);
            vcc_v8_int t7 = __builtin_convertvector(t5 & 1, vcc_v8_int);
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t7, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t9 = __builtin_convertvector(t6 & 1, vcc_v8_int);
            vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t9, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t11 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t12 = (vcc_m8)(t10 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t_v = vcc_gather_masked(vcc_v8_int, t, ix_v, t11);
            vcc_v8_int t_v_1 = vcc_gather_masked(vcc_v8_int, t, ix_v_1, t12);
            vcc_v8_uint t13 = (vcc_v8_uint)t_v;
            vcc_v8_uint t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t13, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v = s_v + t14;
            vcc_v8_uint t15 = (vcc_v8_uint)t_v_1;
            vcc_v8_uint t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t15, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v_1 = s_v_1 + t16;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t17 = s_v + s_v_1;
        t18 = (int)t2;
        t19 = (int)vcc_reduce(unsigned int, t17, +);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        vcc_v8_int m_v_1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at cond_gather.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int ix_v_2 = vcc_load(vcc_v8_int, ix + ((long)t18 + i_vec_1));
            vcc_m8 t22 = (vcc_m8)(ix_v_2 >= (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t23 = (vcc_m8)(ix_v_2 < m_v_1);
            vcc_v8_int t24 = __builtin_convertvector(t23 & 1, vcc_v8_int);
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t26 = (vcc_m8)(t25 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t_v_2 = vcc_gather_masked(vcc_v8_int, t, ix_v_2, t26);
            vcc_v8_uint t27 = (vcc_v8_uint)t_v_2;
            vcc_v8_uint t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t27, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            s_v_2 = s_v_2 + t28;
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (int)((unsigned int)t19 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++, s = s_1) {
        int t29 = ix[i];
        if (t29 >= 0) {
            t30 = (t29 < m) != 0;
        } else {
            t30 = 0;
        }
        if (t30) {
            s_1 = s + t[t29];
        } else {
            s_1 = s;
        }
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int m = n / 2 + 1;
        int *ix = new_array(n, sizeof(int));
        float *tf = new_array(m, sizeof(float)), *of = new_array(n, sizeof(float));
        int *ti = new_array(m, sizeof(int)), *oi = new_array(n, sizeof(int));
        double *td = new_array(m, sizeof(double)), *od = new_array(n, sizeof(double));
        long long *tl = new_array(m, sizeof(long long)), *ol = new_array(n, sizeof(long long));
        for (int i = 0; i < n; i++) {
            int phase = (i / 11) % 3; /* 0: all valid, 1: random, 2: all invalid */
            int valid = phase == 0 || (phase == 1 && next_rand() % 2);
            ix[i] = valid ? (int)(next_rand() % (unsigned)m) : (next_rand() % 2 ? -(1 << 28) : m + (1 << 28));
        }
        FILL(tf, m, -50, 100);
        FILL(ti, m, -50, 100);
        FILL(td, m, -50, 100);
        FILL(tl, m, -50, 100);
        FILL(of, n, 0, 3);
        FILL(oi, n, 0, 3);
        FILL(od, n, 0, 3);
        FILL(ol, n, 0, 3);
        gather_f32(n, of, tf, ix, m);
        gather_i32(n, oi, ti, ix, m);
        gather_f64(n, od, td, ix, m);
        gather_i64(n, ol, tl, ix, m);
        printf("n=%d f32=%llx i32=%llx f64=%llx i64=%llx sum=%d\n", n, HASH(of, n), HASH(oi, n), HASH(od, n),
               HASH(ol, n), gather_sum(n, ti, ix, m));
        free(ix), free(tf), free(of), free(ti), free(oi), free(td), free(od), free(tl), free(ol);
    }
    return 0;
}
