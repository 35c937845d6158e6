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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store_aligned(P, V) do { typedef __typeof__(V) __attribute__((may_alias)) vcc_a; vcc_a vcc_v = (V); *(vcc_a *)(void *)(P) = vcc_v; } while (0)
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

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
    long t4;
    int i_1 = 0;
    /* vcc: loop at outer_private.c:16 vectorized as an outer loop: VF 8, inner loops: uniform, a copy per lane of the private array `tmp`, scalar epilogue */
    for (;;) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        int t10 = 0;
        while (t10 < 4) {
            vcc_v8_float t11 = vcc_load(vcc_v8_float, x + i_1);
            int t12 = t10 + 1;
            vcc_v8_float t13 = vcc_splat(vcc_v8_float, (float)t12);
            vcc_v8_float t14 = t11 * t13;
            vcc_v8_float t15 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t16 = t14 - t15;
            vcc_store_aligned(tmp_1 + (long)t10 * 8L, t16);
            t10 = t12;
        }
        vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        int t17 = 3;
        while (t17 >= 0) {
            vcc_v8_float t18 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t19 = t1 * t18;
            vcc_v8_float t20 = vcc_load_aligned(vcc_v8_float, tmp_1 + (long)t17 * 8L);
            t1 = t19 + t20;
            t17--;
        }
        vcc_store(y + i_1, t1);
        i_1 += 8;
    }
    while (i < n) {
        vcc_v4_int t2 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t3 = (vcc_v4_uint)t2;
        vcc_v4_uint k_v = t3 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long k_vec = 0L;
        /* vcc: loop at outer_private.c:17 vectorized: VF 4, UF 1, scalar epilogue */
        for (;;) {
            vcc_v4_int k_v_1 = (vcc_v4_int)k_v;
            t4 = (long)i;
            vcc_v4_float x_v = vcc_splat(vcc_v4_float, x[t4]);
            vcc_v4_int t5 = k_v_1 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_float t6 = __builtin_convertvector(t5, vcc_v4_float);
            vcc_v4_float t7 = x_v * t6;
            vcc_v4_float t8 = t7 - (vcc_v4_float){0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(&tmp[k_vec], t8);
            k_vec += 4L;
            vcc_v4_uint t9 = k_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            if (k_vec >= 4L) {
                break;
            }
            k_v = t9;
        }
        y[t4] = (((0.0f + tmp[3]) * 0.5f + tmp[2]) * 0.5f + tmp[1]) * 0.5f + tmp[0];
        i++;
    }
}

/* Declared in the body, no pragma; a uniform inner count `m` that wraps the index (m > 8
   overwrites elements), and a second inner loop with two exits. */
void body_decl(int n, int *restrict y, const int *restrict x, int m) {
    int w[8];
    int w_1[64] __attribute__((aligned(32)));
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_m8 t4;
    vcc_m8 t5;
    int t6;
    vcc_v8_int t7;
    int i;
    int k_1;
    int s;
    vcc_m8 t33;
    int i_1 = 0;
    /* vcc: loop at outer_private.c:29 vectorized as an outer loop: VF 8, inner loops: uniform, a copy per lane of the private array `w`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        vcc_m8 t20 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        for (int t21 = 0; t21 < m; t21++) {
            vcc_v8_int t22 = vcc_load(vcc_v8_int, x + i_1);
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, t21 * t21);
            vcc_v8_int t24 = t22 + t23;
            vcc_store_aligned(w_1 + (long)(t21 & 7) * 8L, t24);
        }
        vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m8 t25 = t20;
        int t26 = 0;
        vcc_m8 t8 = (vcc_m8){0};
        vcc_m8 t9 = (vcc_m8){0};
        for (;;) {
            if (vcc_any(t25)) {
                vcc_v8_int t27 = vcc_splat(vcc_v8_int, t26 < m);
                t2 = (vcc_m8)(t27 != (vcc_v8_int){0});
                t3 = ~t2;
            } else {
                t2 = (vcc_m8){0};
                t3 = (vcc_m8){0};
            }
            if (vcc_any(t2)) {
                vcc_v8_int t28 = vcc_splat(vcc_v8_int, (t26 < 8) != 0);
                t4 = (vcc_m8)(t28 != (vcc_v8_int){0});
                t5 = ~t4;
            } else {
                t4 = (vcc_m8){0};
                t5 = (vcc_m8){0};
            }
            int t29 = vcc_any(t4);
            if (t29) {
                vcc_v8_int t30 = vcc_load_aligned(vcc_v8_int, w_1 + (long)t26 * 8L);
                t6 = t26 + 1;
                vcc_v8_int t31 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
                vcc_v8_int t32 = t30 * t31;
                t7 = t1 + t32;
            } else {
                t6 = 0;
                t7 = (vcc_v8_int){0};
            }
            if (t29) {
                t33 = t20;
            } else {
                t33 = (vcc_m8){0};
            }
            t8 = t8 | t3;
            t9 = t9 | t5;
            if (!vcc_any(t33)) {
                vcc_m8 t34 = t8 | t9;
                if (!vcc_any(t34)) {
                    break;
                }
                vcc_store(y + i_1, t1);
                break;
            }
            t25 = t33;
            t26 = t6;
            t1 = t7;
        }
    }
    for (; i < n; i++) {
        for (int k = 0; k < m; k++) {
            w[k & 7] = x[i] + k * k;
        }
        long t10 = (long)m;
        long t11 = 8L < t10 ? 8L : t10;
        if (t11 >= 4L) {
            long t12 = t11 & -4L;
            vcc_v4_int t13 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t14 = (vcc_v4_uint)t13;
            vcc_v4_uint k_v = t14 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long k_vec = 0L;
            vcc_v4_uint s_v = (vcc_v4_uint){0U, 0U, 0U, 0U};
            /* vcc: loop at outer_private.c:34 vectorized: VF 4, UF 1, 2 counted exits, scalar epilogue */
            for (;;) {
                vcc_v4_int k_v_1 = (vcc_v4_int)k_v;
                vcc_v4_int w_v = vcc_load(vcc_v4_int, &w[k_vec]);
                vcc_v4_int t15 = k_v_1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t16 = w_v * t15;
                vcc_v4_uint t17 = (vcc_v4_uint)t16;
                s_v = s_v + t17;
                k_vec += 4L;
                vcc_v4_uint t18 = k_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (k_vec >= t12) {
                    break;
                }
                k_v = t18;
            }
            k_1 = (int)t12;
            s = (int)vcc_reduce(unsigned int, s_v, +);
        } else {
            k_1 = 0;
            s = 0;
        }
        while (k_1 < m) {
            if ((k_1 < 8) == 0) {
                break;
            }
            int t19 = k_1 + 1;
            s += w[k_1] * t19;
            k_1 = t19;
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
    /* vcc: loop at outer_private.c:44 vectorized as an outer loop: VF 16, inner loops: divergent, a copy per lane of the private array `h`, scalar epilogue */
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
        vcc_v2_int t1 = (vcc_v2_int){0, 0};
        vcc_v2_uint t2 = (vcc_v2_uint)t1;
        vcc_v2_uint k_v = t2 + (vcc_v2_uint){0U, 1U};
        long k_vec = 0L;
        /* vcc: loop at outer_private.c:57 vectorized: VF 2, UF 1, scalar epilogue */
        for (;;) {
            vcc_v2_int k_v_1 = (vcc_v2_int)k_v;
            vcc_v2_float x_v = vcc_splat(vcc_v2_float, x[i]);
            vcc_v2_float t3 = __builtin_convertvector(k_v_1, vcc_v2_float);
            vcc_v2_float t4 = x_v + t3;
            vcc_store(&acc[k_vec], t4);
            k_vec += 2L;
            vcc_v2_uint t5 = k_v + (vcc_v2_uint){2U, 2U};
            if (k_vec >= 2L) {
                break;
            }
            k_v = t5;
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
    (void)fill_pair;
    int i = 0;
    while (i < n) {
        long t1 = (long)i;
        float t2 = x[t1] * 2.0f;
        t[0] = t2;
        t[1] = -t2;
        y[t1] = t[0] - t[1] * 0.25f;
        i++;
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
