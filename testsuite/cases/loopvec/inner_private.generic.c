/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store_aligned(P, V) do { typedef __typeof__(V) __attribute__((may_alias)) vcc_a; vcc_a vcc_v = (V); *(vcc_a *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* Innermost loops with arrays private to their iterations, indexed at run time (so not made
   scalars): named in `#pragma omp simd private(...)`, or declared in the loop body (private by
   C's scoping). The body is outlined as a function of the loop's index, the function-level
   vectorizer gives each lane a copy of the array (per-lane stack slots, interleaved: an index
   that differs per lane is a gather or scatter, under the mask of the block it is in), and the
   variant is spliced back as the vector loop; the original loop stays as the scalar epilogue.
   Every kernel reads only elements its iteration wrote (or initialized), so the results do not
   depend on what another iteration left in the array, and the hashes differ when a lane reads
   another lane's copy. Without a pragma, a loop that stores to its array at a per-lane index
   stays scalar (scatters do not pay), as does a loop with a sum (no outer-loop reductions).
   An array used after the loop is not private to it, and one whose address is passed to a
   call cannot be copied per lane: those loops stay scalar too, with the reason in the
   remarks. */
#include "harness.h"
/* vcc-test: expect-vectorized 5 */

/* Written at a constant and at a data-dependent index, read at both, in the same iteration. */
void ring_private(int n, int *restrict y, const int *restrict x, const int *restrict idx) {
    int t[4];
    int t_1[32] __attribute__((aligned(32)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:21 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `t`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        long t5 = (long)i_1;
        const int *t6 = x + t5;
        vcc_v8_int t7 = vcc_load(vcc_v8_int, t6);
        vcc_store_aligned(t_1 + 0, t7);
        vcc_v8_int t8 = vcc_load(vcc_v8_int, t6);
        vcc_v8_int t9 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t10 = t8 * t9;
        vcc_store_aligned(t_1 + 8, t10);
        vcc_v8_int t11 = vcc_load(vcc_v8_int, t6);
        vcc_v8_int t12 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t13 = t11 - t12;
        vcc_store_aligned(t_1 + 16, t13);
        vcc_v8_int t14 = (vcc_v8_int){i_1, i_1, i_1, i_1, i_1, i_1, i_1, i_1};
        vcc_v8_int t15 = t14 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_store_aligned(t_1 + 24, t15);
        const int *t16 = idx + t5;
        vcc_v8_int t17 = vcc_load(vcc_v8_int, t16);
        vcc_v8_int t18 = t17 & t9;
        vcc_v8_int t19 = vcc_load(vcc_v8_int, t6);
        vcc_v8_int t20 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_int t21 = t19 + t20;
        vcc_v8_int t22 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t23 = t18 * t22;
        vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_scatter(t_1, t24, t21);
        vcc_v8_int t25 = vcc_load(vcc_v8_int, t16);
        vcc_v8_int t26 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t27 = t25 >> t26;
        vcc_v8_int t28 = t27 & t9;
        vcc_v8_int t29 = t28 * t22;
        vcc_v8_int t30 = t29 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_int t31 = vcc_gather(vcc_v8_int, t_1, t30);
        vcc_v8_int t32 = t31 * t26;
        vcc_v8_int t33 = t25 & t9;
        vcc_v8_int t34 = t33 * t22;
        vcc_v8_int t35 = t34 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_int t36 = vcc_gather(vcc_v8_int, t_1, t35);
        vcc_v8_int t37 = t32 + t36;
        vcc_v8_int t38 = vcc_load_aligned(vcc_v8_int, t_1 + 0);
        vcc_v8_int t39 = t37 - t38;
        vcc_store(y + t5, t39);
    }
    for (; i < n; i++) {
        long t1 = (long)i;
        const int *t2 = x + t1;
        t[0] = *t2;
        t[1] = *t2 * 3;
        t[2] = *t2 - 7;
        t[3] = i;
        const int *t3 = idx + t1;
        t[*t3 & 3] = *t2 + 100;
        int t4 = *t3;
        y[t1] = t[(t4 >> 2) & 3] * 2 + t[t4 & 3] - t[0];
    }
}

/* Declared (and initialized) in the body, no pragma: a lookup table read at data-dependent
   indices. */
void body_lookup(int n, float *restrict y, const float *restrict x, const unsigned char *restrict sel) {
    float w[3];
    float w_1[24] __attribute__((aligned(32)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:34 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `w`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        long t4 = (long)i_1;
        const float *t5 = x + t4;
        vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
        vcc_store_aligned(w_1 + 0, t6);
        vcc_v8_float t7 = vcc_load(vcc_v8_float, t5);
        vcc_v8_float t8 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_v8_float t9 = t7 * t8;
        vcc_store_aligned(w_1 + 8, t9);
        vcc_v8_float t10 = vcc_load(vcc_v8_float, t5);
        vcc_v8_float t11 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t12 = t11 - t10;
        vcc_store_aligned(w_1 + 16, t12);
        vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, sel + t4);
        vcc_v8_int t14 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t15 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t16 = t14 % t15;
        vcc_v8_int t17 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t18 = t16 * t17;
        vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_float t20 = vcc_gather(vcc_v8_float, w_1, t19);
        vcc_v8_int t21 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t22 = t14 + t21;
        vcc_v8_int t23 = t22 % t15;
        vcc_v8_int t24 = t23 * t17;
        vcc_v8_int t25 = t24 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_float t26 = vcc_gather(vcc_v8_float, w_1, t25);
        vcc_v8_float t27 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t28 = t26 * t27;
        vcc_v8_float t29 = t20 + t28;
        vcc_store(y + t4, t29);
    }
    for (; i < n; i++) {
        long t1 = (long)i;
        const float *t2 = x + t1;
        w[0] = *t2;
        w[1] = *t2 * 0.5f;
        w[2] = 1.0f - *t2;
        int t3 = (int)sel[t1];
        y[t1] = w[t3 % 3] + w[(t3 + 1) % 3] * 0.25f;
    }
}

/* Elements written under a per-lane condition, read both under it and after it: each read
   element was written on the path the iteration took. */
void cond_write(int n, short *restrict y, const short *restrict x, const int *restrict idx) {
    short h[8];
    short h_1[64] __attribute__((aligned(16)));
    vcc_v8_short t1;
    vcc_v8_short t3;
    int i;
    short t10;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:45 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `h`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        long t11 = (long)i_1;
        vcc_v8_int t12 = vcc_load(vcc_v8_int, idx + t11);
        vcc_v8_int t13 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t14 = t12 & t13;
        vcc_v8_short t15 = vcc_splat(vcc_v8_short, (short)1);
        vcc_v8_int t16 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t17 = t14 * t16;
        vcc_v8_int t18 = t17 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_scatter(h_1, t18, t15);
        vcc_v8_int t19 = t13 - t14;
        vcc_v8_short t20 = vcc_splat(vcc_v8_short, (short)2);
        vcc_v8_int t21 = t19 * t16;
        vcc_v8_int t22 = t21 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_scatter(h_1, t22, t20);
        vcc_v8_short t23 = vcc_load(vcc_v8_short, x + t11);
        vcc_v8_int t24 = __builtin_convertvector(t23, vcc_v8_int);
        vcc_v8_int t25 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m8 t26 = (vcc_m8)(t24 > t25);
        vcc_m8 t2 = ~t26;
        if (vcc_any(t2)) {
            vcc_v8_short t27 = vcc_gather_masked(vcc_v8_short, h_1, t18, t2);
            vcc_v8_short t28 = vcc_gather_masked(vcc_v8_short, h_1, t22, t2);
            vcc_v8_int t29 = __builtin_convertvector(t28, vcc_v8_int);
            vcc_v8_int t30 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t31 = (vcc_v8_uint)t29;
            vcc_v8_uint t32 = (vcc_v8_uint)t30;
            vcc_v8_uint t33 = t31 * t32;
            vcc_v8_int t34 = (vcc_v8_int)t33;
            vcc_v8_int t35 = __builtin_convertvector(t27, vcc_v8_int);
            vcc_v8_uint t36 = (vcc_v8_uint)t35;
            vcc_v8_uint t37 = (vcc_v8_uint)t34;
            vcc_v8_uint t38 = t36 + t37;
            vcc_v8_int t39 = (vcc_v8_int)t38;
            vcc_v8_uint t40 = (vcc_v8_uint)t39;
            vcc_v8_uint t41 = (vcc_v8_uint)t24;
            vcc_v8_uint t42 = t40 + t41;
            vcc_v8_int t43 = (vcc_v8_int)t42;
            t1 = __builtin_convertvector(t43, vcc_v8_short);
        } else {
            t1 = (vcc_v8_short){0};
            t2 = (vcc_m8){0};
        }
        if (vcc_any(t26)) {
            vcc_v8_int t44 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t45 = (vcc_v8_uint)t24;
            vcc_v8_uint t46 = (vcc_v8_uint)t44;
            vcc_v8_uint t47 = t45 * t46;
            vcc_v8_int t48 = (vcc_v8_int)t47;
            vcc_v8_short t49 = __builtin_convertvector(t48, vcc_v8_short);
            vcc_scatter_masked(h_1, t18, t49, t26);
            vcc_v8_int t50 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t51 = (vcc_v8_uint)t14;
            vcc_v8_uint t52 = (vcc_v8_uint)t50;
            vcc_v8_uint t53 = t51 + t52;
            vcc_v8_int t54 = (vcc_v8_int)t53;
            vcc_v8_int t55 = t54 & t13;
            vcc_v8_short t56 = vcc_load_masked(vcc_v8_short, (const short *)((unsigned long)x + (unsigned long)t11 * 2UL), t26);
            vcc_v8_int t57 = __builtin_convertvector(t56, vcc_v8_int);
            vcc_v8_uint t58 = (vcc_v8_uint)t57;
            vcc_v8_uint t59 = -t58;
            vcc_v8_int t60 = (vcc_v8_int)t59;
            vcc_v8_short t61 = __builtin_convertvector(t60, vcc_v8_short);
            vcc_v8_int t62 = t55 * t16;
            vcc_v8_int t63 = t62 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_scatter_masked(h_1, t63, t61, t26);
            vcc_v8_short t64 = vcc_gather_masked(vcc_v8_short, h_1, t18, t26);
            vcc_v8_short t65 = vcc_gather_masked(vcc_v8_short, h_1, t63, t26);
            vcc_v8_int t66 = __builtin_convertvector(t65, vcc_v8_int);
            vcc_v8_int t67 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_uint t68 = (vcc_v8_uint)t66;
            vcc_v8_uint t69 = (vcc_v8_uint)t67;
            vcc_v8_uint t70 = t68 * t69;
            vcc_v8_int t71 = (vcc_v8_int)t70;
            vcc_v8_int t72 = __builtin_convertvector(t64, vcc_v8_int);
            vcc_v8_uint t73 = (vcc_v8_uint)t72;
            vcc_v8_uint t74 = (vcc_v8_uint)t71;
            vcc_v8_uint t75 = t73 - t74;
            vcc_v8_int t76 = (vcc_v8_int)t75;
            t3 = __builtin_convertvector(t76, vcc_v8_short);
        } else {
            t3 = (vcc_v8_short){0};
        }
        vcc_v8_short t77 = vcc_select(vcc_v8_short, __builtin_convertvector(t2, vcc_v8_short), t1, t3);
        vcc_store(y + t11, t77);
    }
    while (i < n) {
        long t4 = (long)i;
        int k = idx[t4] & 7;
        short *t5 = &h[k];
        *t5 = (short)1;
        short *t6 = &h[7 - k];
        *t6 = (short)2;
        const short *t7 = x + t4;
        int t8 = (int)*t7;
        if (t8 > 0) {
            *t5 = (short)(t8 * 3);
            short *t9 = &h[(k + 1) & 7];
            *t9 = (short)-(int)*t7;
            t10 = (short)((int)*t5 - (int)*t9 * 5);
        } else {
            t10 = (short)((int)*t5 + (int)*t6 * 3 + t8);
        }
        y[t4] = t10;
        i++;
    }
}

/* A small stack pushed under data-dependent conditions: the depth, and so every index after
   the first push, differs per lane, and stays inside the array in every lane. */
void stack_private(int n, int *restrict y, const int *restrict x) {
    int st[6];
    int st_1[48] __attribute__((aligned(32)));
    vcc_v8_int t1;
    vcc_v8_int t3;
    int i;
    int sp;
    int sp_1;
    int sp_2;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:64 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `st`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        long t9 = (long)i_1;
        const int *t10 = x + t9;
        vcc_v8_int t11 = vcc_load(vcc_v8_int, t10);
        vcc_store_aligned(st_1 + 0, t11);
        vcc_v8_int t12 = vcc_load(vcc_v8_int, t10);
        vcc_v8_int t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t14 = t12 & t13;
        vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0});
        vcc_v8_int t16 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t17 = (vcc_v8_uint)t12;
        vcc_v8_uint t18 = (vcc_v8_uint)t16;
        vcc_v8_uint t19 = t17 * t18;
        vcc_v8_int t20 = (vcc_v8_int)t19;
        vcc_store_masked(st_1 + 8, t20, t15);
        vcc_v8_int t21 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t21, t13);
        vcc_v8_int t23 = vcc_load(vcc_v8_int, t10);
        vcc_v8_int t24 = t23 & t21;
        vcc_m8 t2 = (vcc_m8)(t24 != (vcc_v8_int){0});
        if (vcc_any(t2)) {
            vcc_v8_uint t25 = (vcc_v8_uint)t22;
            vcc_v8_uint t26 = (vcc_v8_uint)t13;
            vcc_v8_uint t27 = t25 + t26;
            t1 = (vcc_v8_int)t27;
            vcc_v8_int t28 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_uint t29 = (vcc_v8_uint)t23;
            vcc_v8_uint t30 = (vcc_v8_uint)t28;
            vcc_v8_uint t31 = t29 - t30;
            vcc_v8_int t32 = (vcc_v8_int)t31;
            vcc_v8_int t33 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t34 = t22 * t33;
            vcc_v8_int t35 = t34 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_scatter_masked(st_1, t35, t32, t2);
        } else {
            t1 = (vcc_v8_int){0};
            t2 = (vcc_m8){0};
        }
        vcc_v8_int t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t22);
        vcc_v8_int t37 = vcc_load(vcc_v8_int, t10);
        vcc_v8_int t38 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_int t39 = t37 & t38;
        vcc_m8 t4 = (vcc_m8)(t39 != (vcc_v8_int){0});
        if (vcc_any(t4)) {
            vcc_v8_uint t40 = (vcc_v8_uint)t36;
            vcc_v8_uint t41 = (vcc_v8_uint)t13;
            vcc_v8_uint t42 = t40 + t41;
            t3 = (vcc_v8_int)t42;
            vcc_v8_int t43 = vcc_splat(vcc_v8_int, 11 + i_1);
            vcc_v8_int t44 = t43 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t45 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t46 = t36 * t45;
            vcc_v8_int t47 = t46 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_scatter_masked(st_1, t47, t44, t4);
        } else {
            t3 = (vcc_v8_int){0};
            t4 = (vcc_m8){0};
        }
        vcc_v8_int t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t36);
        vcc_v8_int t49 = t48 - t13;
        vcc_v8_int t50 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t51 = t49 * t50;
        vcc_v8_int t52 = t51 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_int t53 = vcc_gather(vcc_v8_int, st_1, t52);
        vcc_v8_int t54 = t53 * t21;
        vcc_v8_int t55 = t48 / t21;
        vcc_v8_int t56 = t55 * t50;
        vcc_v8_int t57 = t56 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_int t58 = vcc_gather(vcc_v8_int, st_1, t57);
        vcc_v8_int t59 = t54 + t58;
        vcc_v8_int t60 = vcc_load_aligned(vcc_v8_int, st_1 + 0);
        vcc_v8_int t61 = t59 - t60;
        vcc_store(y + t9, t61);
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        const int *t6 = x + t5;
        st[0] = *t6;
        int t7 = *t6;
        if (t7 & 1) {
            st[1] = t7 * 3;
            sp = 2;
        } else {
            sp = 1;
        }
        int t8 = *t6;
        if (t8 & 2) {
            st[sp] = t8 - 5;
            sp_1 = sp + 1;
        } else {
            sp_1 = sp;
        }
        if (*t6 & 4) {
            st[sp_1] = 11 + i;
            sp_2 = sp_1 + 1;
        } else {
            sp_2 = sp_1;
        }
        y[t5] = st[sp_2 - 1] * 2 + st[sp_2 / 2] - st[0];
    }
}

/* The pragma loop inside another loop: the array's initializer reads the outer index (a value
   from before the loop, the same in every lane), and the vector loop and its scalar epilogue
   run once per outer iteration. */
void nest_private(int n, int m, int *restrict y, const int *restrict x) {
    int f[4];
    int f_1[32] __attribute__((aligned(32)));
    int i;
    for (int j = 0; j < m; j++) {
        int i_1 = 0;
        /* vcc: loop at inner_private.c:83 vectorized: VF 8, its body as a vector function of the index, a copy per lane of the private array `f`, scalar epilogue */
        for (;; i_1 += 8) {
            if (i_1 >= n) {
                i = i_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)i_1) < 8U) {
                i = i_1;
                break;
            }
            vcc_v8_int t4 = (vcc_v8_int){j, j, j, j, j, j, j, j};
            vcc_store_aligned(f_1 + 0, t4);
            vcc_v8_int t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store_aligned(f_1 + 8, t5);
            vcc_v8_int t6 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store_aligned(f_1 + 16, t6);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, 3 - j);
            vcc_store_aligned(f_1 + 24, t7);
            long t8 = (long)i_1;
            const int *t9 = x + t8;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, t9);
            vcc_v8_int t11 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t12 = t10 & t11;
            vcc_v8_int t13 = vcc_splat(vcc_v8_int, 7 + i_1);
            vcc_v8_int t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t15 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t16 = t12 * t15;
            vcc_v8_int t17 = t16 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_scatter(f_1, t17, t14);
            int *t18 = y + t8;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, t18);
            vcc_v8_int t20 = vcc_load(vcc_v8_int, t9);
            vcc_v8_int t21 = t20 >> t6;
            vcc_v8_int t22 = t21 & t11;
            vcc_v8_int t23 = t22 * t15;
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t25 = vcc_gather(vcc_v8_int, f_1, t24);
            vcc_v8_int t26 = t19 + t25;
            vcc_store(t18, t26);
        }
        for (; i < n; i++) {
            f[0] = j;
            f[1] = 1;
            f[2] = 2;
            f[3] = 3 - j;
            long t1 = (long)i;
            const int *t2 = x + t1;
            f[*t2 & 3] = 7 + i;
            int *t3 = y + t1;
            *t3 = *t3 + f[(*t2 >> 2) & 3];
        }
    }
}

/* Declared in the body, no pragma, and stored at a per-lane index: each lane's copy would be
   written by a scatter, lane by lane, which does not pay; the loop stays scalar. */
void scatter_body(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++) {
        int b[4] = {1, 2, 3, 4};
        b[x[i] & 3] = x[i];
        y[i] = b[0] * b[1] + b[2] - b[3];
    }
}

/* A sum across iterations: the outlined body cannot carry it (no outer-loop reductions), so the
   loop stays scalar, the remark saying so. */
int sum_private(int n, const int *restrict x, const int *restrict idx) {
    int t[4], s = 0;
#pragma omp simd private(t) reduction(+ : s)
    for (int i = 0; i < n; i++) {
        t[0] = x[i];
        t[1] = -x[i];
        t[2] = i;
        t[3] = 5;
        s += t[idx[i] & 3];
    }
    return s;
}

/* `u` is read after the loop: not private to it, kept in memory, the loop stays scalar. */
int used_after(int n, int *restrict y, const int *restrict x) {
    int u[4] = {0, 0, 0, 0};
#pragma omp simd private(u)
    for (int i = 0; i < n; i++) {
        u[x[i] & 3] = x[i];
        y[i] = u[x[i] & 3] + 1;
    }
    return u[0] + u[1] + u[2] + u[3];
}

static void put(int *p, int k, int v) {
    p[k & 3] = v;
}

/* The private array's address goes to a call: it cannot be copied per lane, the loop stays
   scalar. */
void escapes(int n, int *restrict y, const int *restrict x) {
    int e[4];
#pragma omp simd private(e)
    for (int i = 0; i < n; i++) {
        e[0] = 0;
        e[1] = 1;
        e[2] = 2;
        e[3] = 3;
        put(e, x[i], x[i] * 2);
        y[i] = e[(x[i] + 1) & 3] + e[x[i] & 3];
    }
}

int main(void) {
    int n;
    int t1;
    int t21;
    int k;
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
        int *xi = (int *)new_array(n, 4UL);
        int *idx = (int *)new_array(n, 4UL);
        int *y1 = (int *)new_array(n, 4UL);
        int *y4 = (int *)new_array(n, 4UL);
        int *y5 = (int *)new_array(n, 4UL);
        int *y6 = (int *)new_array(n, 4UL);
        float *xf = (float *)new_array(n, 4UL);
        float *y2 = (float *)new_array(n, 4UL);
        unsigned char *sel = (unsigned char *)new_array(n, 1UL);
        short *xs = (short *)new_array(n, 2UL);
        short *y3 = (short *)new_array(n, 2UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xi[fill_idx] = -100 + (int)(next_rand() % 201U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            idx[fill_idx_1] = (int)(next_rand() % 1000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xf[fill_idx_2] = (float)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sel[fill_idx_3] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xs[fill_idx_4] = (short)(-30 + (int)(next_rand() % 61U));
        }
        const int *t2 = idx;
        const int *t3 = xi;
        ring_private(n, y1, t3, t2);
        body_lookup(n, y2, xf, sel);
        cond_write(n, y3, xs, t2);
        stack_private(n, y4, t3);
        int after = used_after(n, y5, t3);
        escapes(n, y6, t3);
        unsigned long t4 = (unsigned long)n;
        unsigned long t5 = t4 * 4UL;
        const void *t6 = (const void *)y6;
        unsigned long t7 = hash_bytes(t6, t5);
        const void *t8 = (const void *)y5;
        unsigned long t9 = hash_bytes(t8, t5);
        unsigned long t10 = hash_bytes((const void *)y4, t5);
        unsigned long t11 = hash_bytes((const void *)y3, t4 * 2UL);
        unsigned long t12 = hash_bytes((const void *)y2, t5);
        printf("n=%d ring=%llx lookup=%llx cond=%llx stack=%llx after=%llx,%d esc=%llx\n", n, (unsigned long long)hash_bytes((const void *)y1, t5), (unsigned long long)t12, (unsigned long long)t11, (unsigned long long)t10, (unsigned long long)t9, after, (unsigned long long)t7);
        scatter_body(n, y5, t3);
        long t13 = (long)n;
        if (t13 >= 32L) {
            long t14 = t13 & -32L;
            vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            vcc_v8_uint k_v = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec = 0L;
            /* vcc: loop at inner_private.c:166 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_2 = (vcc_v8_int)k_v;
                vcc_store(y6 + k_vec, k_v_2);
                vcc_v8_uint t17 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int k_v_3 = (vcc_v8_int)t17;
                vcc_store(y6 + (k_vec + 8L), k_v_3);
                vcc_v8_uint t18 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int k_v_4 = (vcc_v8_int)t18;
                vcc_store(y6 + (k_vec + 16L), k_v_4);
                vcc_v8_uint t19 = k_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int k_v_5 = (vcc_v8_int)t19;
                vcc_store(y6 + (k_vec + 24L), k_v_5);
                k_vec += 32L;
                vcc_v8_uint t20 = k_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (k_vec >= t14) {
                    break;
                }
                k_v = t20;
            }
            t21 = (int)t14;
        } else {
            t21 = 0;
        }
        long t22 = (long)n + (long)t21 * -1L;
        if (t22 >= 8L) {
            long t23 = t22 & -8L;
            vcc_v8_int t24 = (vcc_v8_int){t21, t21, t21, t21, t21, t21, t21, t21};
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            vcc_v8_uint k_v_1 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long k_vec_1 = 0L;
            /* vcc: loop at inner_private.c:166 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int k_v_6 = (vcc_v8_int)k_v_1;
                vcc_store(y6 + ((long)t21 + k_vec_1), k_v_6);
                k_vec_1 += 8L;
                vcc_v8_uint t26 = k_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (k_vec_1 >= t23) {
                    break;
                }
                k_v_1 = t26;
            }
            k = (int)((long)t21 + t23);
        } else {
            k = t21;
        }
        for (; k < n; k++) {
            y6[k] = k;
        }
        nest_private(n, 3, y6, t2);
        unsigned long t27 = hash_bytes(t6, t5);
        int t28 = sum_private(n, t3, t2);
        printf("  scatter=%llx sum=%d nest=%llx\n", (unsigned long long)hash_bytes(t8, t5), t28, (unsigned long long)t27);
        free((void *)xi);
        free((void *)idx);
        free((void *)y1);
        free((void *)y4);
        free((void *)y5);
        free((void *)y6);
        free((void *)xf);
        free((void *)y2);
        free((void *)sel);
        free((void *)xs);
        free((void *)y3);
    }
}
