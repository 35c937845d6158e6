/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store_aligned(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy(__builtin_assume_aligned((P), sizeof vcc_v), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load_aligned(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, __builtin_assume_aligned((P), sizeof vcc_r), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* Outer loops with arrays private to their iterations, indexed by an inner loop's index (so
   not made scalars): named in `#pragma omp simd private(tmp)`, or declared in the loop body
   (private by C's scoping, no pragma needed). The outlined body keeps the array as its own
   local, and its variant gives each lane a copy (per-lane stack slots, the copies interleaved),
   so the loop is vectorized across its index. An array used after the loop too is not private
   to it: that loop is not vectorized as an outer loop (the remark says why). A private array
   whose address is passed to a call keeps its loop scalar. The expected count includes three
   inner loops of the scalar epilogues that the loop vectorizer takes on its own. */
#include "harness.h"
/* vcc-test: expect-vectorized 6 */

/* Filled and read back by inner loops, in reverse order. */
void smooth_private(int n, float *restrict y, const float *restrict x) {
    float tmp[4];
    float tmp_1[32] __attribute__((aligned(32)));
    int i;
    int i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        int t14 = 0;
        while (t14 < 4) {
            vcc_v8_float t15 = vcc_load(vcc_v8_float, x + i_1);
            int t16 = t14 + 1;
            vcc_v8_float t17 = vcc_splat(vcc_v8_float, (float)t16);
            vcc_v8_float t18 = t15 * t17;
            vcc_v8_float t19 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t20 = t18 - t19;
            vcc_store_aligned(tmp_1 + (long)t14 * 8L, t20);
            t14 = t16;
        }
        vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        for (int t21 = 3; t21 >= 0; t21--) {
            vcc_v8_float t22 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t23 = t3 * t22;
            vcc_v8_float t24 = vcc_load_aligned(vcc_v8_float, tmp_1 + (long)t21 * 8L);
            t3 = t23 + t24;
        }
        vcc_store(y + i_1, t3);
    }
    for (; i < n; i++) {
        vcc_v4_int t4 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t5 = (vcc_v4_uint)t4;
        vcc_v4_uint t1 = t5 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t2 = 0L;
        for (;;) {
            vcc_v4_int t6 = (vcc_v4_int)t1;
            vcc_v4_float t7 = vcc_splat(vcc_v4_float, x[i]);
            vcc_v4_int t8 = t6 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_float t9 = __builtin_convertvector(t8, vcc_v4_float);
            vcc_v4_float t10 = t7 * t9;
            vcc_v4_float t11 = t10 - (vcc_v4_float){0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(&tmp[(int)t2], t11);
            t2 += 4L;
            vcc_v4_uint t12 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            if (t2 >= 4L) {
                break;
            }
            t1 = t12;
        }
        int k = 4;
        while (k < 4) {
            int t13 = k + 1;
            tmp[k] = x[i] * (float)t13 - 0.5f;
            k = t13;
        }
        float s = 0.0f;
        for (int k_1 = 3; k_1 >= 0; k_1--) {
            s = s * 0.5f + tmp[k_1];
        }
        y[i] = s;
    }
}

/* Declared in the body, no pragma; a uniform inner count `m` that wraps the index (m > 8
   overwrites elements), and a second inner loop with two exits. */
void body_decl(int n, int *restrict y, const int *restrict x, int m) {
    int w[8];
    int w_1[64] __attribute__((aligned(32)));
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    int t13;
    vcc_v8_int t14;
    int i;
    int t35;
    int t36;
    int k_1;
    int s;
    vcc_m8 t63;
    int i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        vcc_m8 t50 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        for (int t51 = 0; t51 < m; t51++) {
            vcc_v8_int t52 = vcc_load(vcc_v8_int, x + i_1);
            vcc_v8_int t53 = vcc_splat(vcc_v8_int, t51 * t51);
            vcc_v8_int t54 = t52 + t53;
            vcc_store_aligned(w_1 + (long)(t51 & 7) * 8L, t54);
        }
        vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m8 t55 = t50;
        int t56 = 0;
        vcc_m8 t15 = (vcc_m8){0};
        vcc_m8 t16 = (vcc_m8){0};
        for (;;) {
            if (vcc_any(t55)) {
                vcc_v8_int t57 = vcc_splat(vcc_v8_int, t56 < m);
                t9 = (vcc_m8)(t57 != (vcc_v8_int){0});
                t10 = ~t9;
            } else {
                t9 = (vcc_m8){0};
                t10 = (vcc_m8){0};
            }
            if (vcc_any(t9)) {
                vcc_v8_int t58 = vcc_splat(vcc_v8_int, (t56 < 8) != 0);
                t11 = (vcc_m8)(t58 != (vcc_v8_int){0});
                t12 = ~t11;
            } else {
                t11 = (vcc_m8){0};
                t12 = (vcc_m8){0};
            }
            int t59 = vcc_any(t11);
            if (t59) {
                vcc_v8_int t60 = vcc_load_aligned(vcc_v8_int, w_1 + (long)t56 * 8L);
                t13 = t56 + 1;
                vcc_v8_int t61 = (vcc_v8_int){t13, t13, t13, t13, t13, t13, t13, t13};
                vcc_v8_int t62 = t60 * t61;
                t14 = t8 + t62;
            } else {
                t13 = 0;
                t14 = (vcc_v8_int){0};
            }
            if (t59) {
                t63 = t50;
            } else {
                t63 = (vcc_m8){0};
            }
            t15 = t15 | t10;
            t16 = t16 | t12;
            if (!vcc_any(t63)) {
                vcc_m8 t64 = t15 | t16;
                if (!vcc_any(t64)) {
                    break;
                }
                vcc_store(y + i_1, t8);
                break;
            }
            t55 = t63;
            t56 = t13;
            t8 = t14;
        }
    }
    for (; i < n; i++) {
        for (int k = 0; k < m; k++) {
            w[k & 7] = x[i] + k * k;
        }
        long t17 = (long)m;
        long t18 = 8L < t17 ? 8L : t17;
        if (t18 >= 16L) {
            long t19 = t18 & -16L;
            vcc_v8_int t20 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            vcc_v8_uint t1 = t21 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t2 = 0L;
            vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            for (;;) {
                vcc_v8_int t22 = (vcc_v8_int)t1;
                vcc_v8_int t23 = vcc_load(vcc_v8_int, &w[(int)t2]);
                vcc_v8_int t24 = t22 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t25 = t23 * t24;
                vcc_v8_uint t26 = (vcc_v8_uint)t25;
                t3 = t3 + t26;
                vcc_v8_uint t27 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t28 = (vcc_v8_int)t27;
                vcc_v8_int t29 = vcc_load(vcc_v8_int, &w[(int)(t2 + 8L)]);
                vcc_v8_int t30 = t28 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t31 = t29 * t30;
                vcc_v8_uint t32 = (vcc_v8_uint)t31;
                t4 = t4 + t32;
                t2 += 16L;
                vcc_v8_uint t33 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (t2 >= t19) {
                    break;
                }
                t1 = t33;
            }
            vcc_v8_uint t34 = t3 + t4;
            t35 = (int)t19;
            t36 = (int)vcc_reduce(unsigned int, t34, +);
        } else {
            t35 = 0;
            t36 = 0;
        }
        long t37 = (long)m + (long)t35 * -1L;
        long t38 = (long)t35 * -1L + 8L;
        long t39 = t38 < t37 ? t38 : t37;
        if (t39 >= 8L) {
            long t40 = t39 & -8L;
            vcc_v8_int t41 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
            vcc_v8_uint t42 = (vcc_v8_uint)t41;
            vcc_v8_uint t5 = t42 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t6 = 0L;
            vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
            for (;;) {
                vcc_v8_int t43 = (vcc_v8_int)t5;
                vcc_v8_int t44 = vcc_load(vcc_v8_int, &w[(int)((long)t35 + t6)]);
                vcc_v8_int t45 = t43 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t46 = t44 * t45;
                vcc_v8_uint t47 = (vcc_v8_uint)t46;
                t7 = t7 + t47;
                t6 += 8L;
                vcc_v8_uint t48 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t6 >= t40) {
                    break;
                }
                t5 = t48;
            }
            k_1 = (int)((long)t35 + t40);
            s = (int)((unsigned int)t36 + vcc_reduce(unsigned int, t7, +));
        } else {
            k_1 = t35;
            s = t36;
        }
        while (k_1 < m) {
            if ((k_1 < 8) == 0) {
                break;
            }
            int t49 = k_1 + 1;
            s += w[k_1] * t49;
            k_1 = t49;
        }
        y[i] = s;
    }
}

/* Under a per-lane condition, with a per-lane inner count: a divergent inner loop writing the
   private array, whose elements past the count keep their initial values. */
void cond_private(int n, short *restrict y, const short *restrict x) {
    short h[6];
    short h_1[96] __attribute__((aligned(32)));
    vcc_v16_int t2;
    vcc_m16 t3;
    int i;
    int i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        vcc_v16_short t8 = vcc_splat(vcc_v16_short, (short)1);
        vcc_store_aligned(h_1 + 0, t8);
        vcc_v16_short t9 = vcc_splat(vcc_v16_short, (short)2);
        vcc_store_aligned(h_1 + 16, t9);
        vcc_v16_short t10 = vcc_splat(vcc_v16_short, (short)3);
        vcc_store_aligned(h_1 + 32, t10);
        vcc_v16_short t11 = vcc_splat(vcc_v16_short, (short)4);
        vcc_store_aligned(h_1 + 48, t11);
        vcc_v16_short t12 = vcc_splat(vcc_v16_short, (short)5);
        vcc_store_aligned(h_1 + 64, t12);
        vcc_v16_short t13 = vcc_splat(vcc_v16_short, (short)6);
        vcc_store_aligned(h_1 + 80, t13);
        long t14 = (long)i_1;
        vcc_v16_short t15 = vcc_load(vcc_v16_short, x + t14);
        vcc_v16_int t16 = __builtin_convertvector(t15, vcc_v16_int);
        vcc_v16_int t17 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m16 t1 = __builtin_convertvector(t16 > t17, vcc_m16);
        int t18 = 0;
        for (;;) {
            if (vcc_any(t1)) {
                vcc_v16_short t19 = vcc_load_masked(vcc_v16_short, (const short *)((unsigned long)x + (unsigned long)t14 * 2UL), t1);
                t2 = __builtin_convertvector(t19, vcc_v16_int);
                vcc_v16_int t20 = (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v16_int t21 = (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v16_int t22 = vcc_select(vcc_v16_int, __builtin_convertvector(t1, vcc_v16_int), t20, t21);
                vcc_v16_int t23 = t2 % t22;
                vcc_v16_int t24 = (vcc_v16_int){t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18};
                vcc_m16 t25 = __builtin_convertvector(t24 < t23, vcc_m16);
                t3 = t1 & t25;
            } else {
                t2 = (vcc_v16_int){0};
                t3 = (vcc_m16){0};
            }
            vcc_v16_int t26 = vcc_splat(vcc_v16_int, (t18 < 6) != 0);
            vcc_m16 t27 = __builtin_convertvector(t26 != (vcc_v16_int){0}, vcc_m16);
            vcc_m16 t28 = t3 & t27;
            int t29 = vcc_any(t28);
            if (t29) {
                short *t30 = h_1 + (long)t18 * 16L;
                vcc_v16_short t31 = vcc_load_masked(vcc_v16_short, t30, t28);
                vcc_v16_int t32 = __builtin_convertvector(t31, vcc_v16_int);
                vcc_v16_uint t33 = (vcc_v16_uint)t32;
                vcc_v16_uint t34 = (vcc_v16_uint)t2;
                vcc_v16_uint t35 = t33 * t34;
                vcc_v16_int t36 = (vcc_v16_int)t35;
                vcc_v16_int t37 = (vcc_v16_int){t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18};
                vcc_v16_uint t38 = (vcc_v16_uint)t36;
                vcc_v16_uint t39 = (vcc_v16_uint)t37;
                vcc_v16_uint t40 = t38 - t39;
                vcc_v16_int t41 = (vcc_v16_int)t40;
                vcc_v16_short t42 = __builtin_convertvector(t41, vcc_v16_short);
                vcc_store_masked(t30, t42, t28);
            }
            if (!t29) {
                vcc_v16_short t43 = vcc_load_aligned(vcc_v16_short, h_1 + 0);
                vcc_v16_short t44 = vcc_load_aligned(vcc_v16_short, h_1 + 16);
                vcc_v16_int t45 = __builtin_convertvector(t44, vcc_v16_int);
                vcc_v16_int t46 = (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v16_int t47 = t45 * t46;
                vcc_v16_int t48 = __builtin_convertvector(t43, vcc_v16_int);
                vcc_v16_int t49 = t48 + t47;
                vcc_v16_short t50 = vcc_load_aligned(vcc_v16_short, h_1 + 32);
                vcc_v16_int t51 = __builtin_convertvector(t50, vcc_v16_int);
                vcc_v16_int t52 = (vcc_v16_int){5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
                vcc_v16_int t53 = t51 * t52;
                vcc_v16_int t54 = t49 + t53;
                vcc_v16_short t55 = vcc_load_aligned(vcc_v16_short, h_1 + 48);
                vcc_v16_int t56 = __builtin_convertvector(t55, vcc_v16_int);
                vcc_v16_int t57 = t54 - t56;
                vcc_v16_short t58 = vcc_load_aligned(vcc_v16_short, h_1 + 64);
                vcc_v16_int t59 = __builtin_convertvector(t58, vcc_v16_int);
                vcc_v16_int t60 = t57 + t59;
                vcc_v16_short t61 = vcc_load_aligned(vcc_v16_short, h_1 + 80);
                vcc_v16_int t62 = __builtin_convertvector(t61, vcc_v16_int);
                vcc_v16_int t63 = (vcc_v16_int){2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v16_int t64 = t62 * t63;
                vcc_v16_int t65 = t60 - t64;
                vcc_v16_short t66 = __builtin_convertvector(t65, vcc_v16_short);
                vcc_store(y + t14, t66);
                break;
            }
            t1 = t28;
            t18++;
        }
    }
    for (; i < n; i++) {
        h[0] = (short)1;
        h[1] = (short)2;
        h[2] = (short)3;
        h[3] = (short)4;
        h[4] = (short)5;
        h[5] = (short)6;
        long t4 = (long)i;
        const short *t5 = x + t4;
        if ((int)*t5 > 0) {
            int k = 0;
            for (;; k++) {
                int t6 = (int)*t5;
                if (k >= (t6 % 7)) {
                    break;
                }
                if ((k < 6) == 0) {
                    break;
                }
                short *t7 = &h[k];
                *t7 = (short)((int)*t7 * t6 - k);
            }
        }
        y[t4] = (short)((int)h[0] + (int)h[1] * 3 + (int)h[2] * 5 - (int)h[3] + (int)h[4] - (int)h[5] * 2);
    }
}

/* `acc` is read after the loop: not private to it, so the outer loop is not vectorized. */
float after_loop(int n, float *restrict y, const float *restrict x) {
    float acc[2];
    acc[0] = 0.0f;
    acc[1] = 0.0f;
    for (int i = 0; i < n; i++) {
        vcc_v2_int t3 = (vcc_v2_int){0, 0};
        vcc_v2_uint t4 = (vcc_v2_uint)t3;
        vcc_v2_uint t1 = t4 + (vcc_v2_uint){0U, 1U};
        long t2 = 0L;
        for (;;) {
            vcc_v2_int t5 = (vcc_v2_int)t1;
            vcc_v2_float t6 = vcc_splat(vcc_v2_float, x[i]);
            vcc_v2_float t7 = __builtin_convertvector(t5, vcc_v2_float);
            vcc_v2_float t8 = t6 + t7;
            vcc_store(&acc[(int)t2], t8);
            t2 += 2L;
            vcc_v2_uint t9 = t1 + (vcc_v2_uint){2U, 2U};
            if (t2 >= 2L) {
                break;
            }
            t1 = t9;
        }
        for (int k = 2; k < 2; k++) {
            acc[k] = x[i] + (float)k;
        }
        y[i] = acc[0] * acc[1];
    }
    return acc[0] + acc[1];
}

static void fill_pair(float *p, float v) {
    p[0] = v;
    p[1] = -v;
}

/* The private array's address goes to a call: the loop stays scalar. */
void escapes(int n, float *restrict y, const float *restrict x) {
    float t[2];
#pragma omp simd private(t)
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 1; k++)
            fill_pair(t, x[i] * (float)(k + 2));
        y[i] = t[0] - t[1] * 0.25f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *y = new_array(n, 4), *y2 = new_array(n, 4), *y3 = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yi2 = new_array(n, 4);
        short *xs = new_array(n, 2), *ys = new_array(n, 2);
        FILL(x, n, -20, 41);
        FILL(xi, n, -100, 201);
        FILL(xs, n, -30, 61);
        smooth_private(n, y, x);
        body_decl(n, yi, xi, 6);
        body_decl(n, yi2, xi, 11);
        cond_private(n, ys, xs);
        float a = after_loop(n, y2, x);
        escapes(n, y3, x);
        printf("n=%d smooth=%llx body=%llx,%llx cond=%llx after=%llx,%a esc=%llx\n", n, HASH(y, n), HASH(yi, n), HASH(yi2, n), HASH(ys, n), HASH(y2, n), a, HASH(y3, n));
        free(x), free(y), free(y2), free(y3), free(xi), free(yi), free(yi2), free(xs), free(ys);
    }
    return 0;
}
