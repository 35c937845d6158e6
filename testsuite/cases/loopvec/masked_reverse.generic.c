/* vcc: vector types and helpers */
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=7 */
/* Reversed accesses under a condition (`if (c) y[n-1-i] = ..`, count-down loops): a gather or
 * scatter of stride -1 under the block's mask, so no lane the scalar loop skips touches memory;
 * where masked accesses are cheap (avx512's k-masks, 32- and 64-bit lanes) one masked access at
 * the lowest address with the value and the mask reversed (in a count-down loop the reversals
 * then cancel: loopvec/reverse.rs).
 * The arrays accessed downwards start right after a PROT_NONE page (`front_guarded`) and the
 * others end right before one (`guarded`): an element before or after what the scalar loop
 * touches segfaults, in the vector loop and in a masked remainder alike.
 * Over global arrays with a constant count the masked remainder's lowest address lies before
 * the array: it is computed as an integer (C's pointer arithmetic could not go there; gcc
 * -Warray-bounds, which the test treats as a failure, saw `&g_c[2] + -7`). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* A reversed load under a condition. */
void rev_cond_load(int n, const int *restrict a, const int *restrict c, int *restrict b) {
    int t17;
    int i;
    int t28;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            int t6 = (int)(t1 + 8L);
            long t7 = (long)t5;
            long t8 = (long)t6;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, c + t7);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, c + t8);
            vcc_m8 t11 = (vcc_m8)(t9 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t12 = (vcc_m8)(t10 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t13 = vcc_gather_masked(vcc_v8_int, a + (n - 1 - t5), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t11);
            vcc_v8_int t14 = vcc_gather_masked(vcc_v8_int, a + (n - 1 - t6), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t12);
            vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t13, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + t7, t15);
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t14, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + t8, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            int t20 = (int)((long)t17 + t2);
            long t21 = (long)t20;
            vcc_v8_int t22 = vcc_load(vcc_v8_int, c + t21);
            vcc_m8 t23 = (vcc_m8)(t22 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t24 = vcc_gather_masked(vcc_v8_int, a + (n - 1 - t20), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t23);
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t24, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + t21, t25);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int *t27 = b + t26;
        if (c[t26] > 0) {
            t28 = a[n - 1 - i];
        } else {
            t28 = -1;
        }
        *t27 = t28;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[n - 1 - i] = x[i] * 2.0f;
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
void down_cond(int n, const double *restrict x, double *restrict y) {
    for (int i = n - 1; i >= 0; i--)
        if (x[i] < 0.5)
            y[i] = x[i] + 1.0;
}

/* A count-down loop with the load under the condition too (a sum of the selected elements). */
long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    long t50;
    int i;
    long sum;
    long sum_1;
    int t1 = n - 1;
    long t9 = (long)n;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long t2 = 0L;
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            long t11 = (long)(int)((long)t1 + t2 * -1L);
            long t12 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            long t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            long t14 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            vcc_v4_int t15 = vcc_load(vcc_v4_int, c + t11 + -3);
            vcc_v4_int t16 = __builtin_shufflevector(t15, t15, 3, 2, 1, 0);
            vcc_v4_int t17 = vcc_load(vcc_v4_int, c + t12 + -3);
            vcc_v4_int t18 = __builtin_shufflevector(t17, t17, 3, 2, 1, 0);
            vcc_v4_int t19 = vcc_load(vcc_v4_int, c + t13 + -3);
            vcc_v4_int t20 = __builtin_shufflevector(t19, t19, 3, 2, 1, 0);
            vcc_v4_int t21 = vcc_load(vcc_v4_int, c + t14 + -3);
            vcc_v4_int t22 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            vcc_v4_int t23 = t16 & (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_int t24 = t18 & (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_int t25 = t20 & (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_int t26 = t22 & (vcc_v4_int){1, 1, 1, 1};
            vcc_m4 t27 = (vcc_m4)(t23 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t28 = (vcc_m4)(t24 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t29 = (vcc_m4)(t25 != (vcc_v4_int){0, 0, 0, 0});
            vcc_m4 t30 = (vcc_m4)(t26 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_short t31 = vcc_gather_masked(vcc_v4_short, s + t11, ((vcc_v4_int){0, -1, -2, -3}), t27);
            vcc_v4_short t32 = vcc_gather_masked(vcc_v4_short, s + t12, ((vcc_v4_int){0, -1, -2, -3}), t28);
            vcc_v4_short t33 = vcc_gather_masked(vcc_v4_short, s + t13, ((vcc_v4_int){0, -1, -2, -3}), t29);
            vcc_v4_short t34 = vcc_gather_masked(vcc_v4_short, s + t14, ((vcc_v4_int){0, -1, -2, -3}), t30);
            vcc_v4_long t35 = __builtin_convertvector(__builtin_convertvector(t31, vcc_v4_int), vcc_v4_long);
            vcc_v4_ulong t36 = (vcc_v4_ulong)t35;
            vcc_v4_ulong t37 = t3 + t36;
            t3 = vcc_select(vcc_v4_long, __builtin_convertvector(t27, vcc_v4_long), t37, t3);
            vcc_v4_long t38 = __builtin_convertvector(__builtin_convertvector(t32, vcc_v4_int), vcc_v4_long);
            vcc_v4_ulong t39 = (vcc_v4_ulong)t38;
            vcc_v4_ulong t40 = t4 + t39;
            t4 = vcc_select(vcc_v4_long, __builtin_convertvector(t28, vcc_v4_long), t40, t4);
            vcc_v4_long t41 = __builtin_convertvector(__builtin_convertvector(t33, vcc_v4_int), vcc_v4_long);
            vcc_v4_ulong t42 = (vcc_v4_ulong)t41;
            vcc_v4_ulong t43 = t5 + t42;
            t5 = vcc_select(vcc_v4_long, __builtin_convertvector(t29, vcc_v4_long), t43, t5);
            vcc_v4_long t44 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v4_int), vcc_v4_long);
            vcc_v4_ulong t45 = (vcc_v4_ulong)t44;
            vcc_v4_ulong t46 = t6 + t45;
            t6 = vcc_select(vcc_v4_long, __builtin_convertvector(t30, vcc_v4_long), t46, t6);
            t2 += 16L;
        } while (t2 < t10);
        vcc_v4_ulong t47 = t3 + t4;
        vcc_v4_ulong t48 = t47 + t5;
        vcc_v4_ulong t49 = t48 + t6;
        t1 = (int)((long)t1 + t10 * -1L);
        t50 = (long)vcc_reduce(unsigned long, t49, +);
    } else {
        t50 = 0L;
    }
    long t51 = (long)t1 + 1L;
    if (t51 >= 4L) {
        long t52 = t51 & -4L;
        long t7 = 0L;
        vcc_v4_ulong t8 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            long t53 = (long)(int)((long)t1 + t7 * -1L);
            vcc_v4_int t54 = vcc_load(vcc_v4_int, c + t53 + -3);
            vcc_v4_int t55 = __builtin_shufflevector(t54, t54, 3, 2, 1, 0);
            vcc_v4_int t56 = t55 & (vcc_v4_int){1, 1, 1, 1};
            vcc_m4 t57 = (vcc_m4)(t56 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_short t58 = vcc_gather_masked(vcc_v4_short, s + t53, ((vcc_v4_int){0, -1, -2, -3}), t57);
            vcc_v4_long t59 = __builtin_convertvector(__builtin_convertvector(t58, vcc_v4_int), vcc_v4_long);
            vcc_v4_ulong t60 = (vcc_v4_ulong)t59;
            vcc_v4_ulong t61 = t8 + t60;
            t8 = vcc_select(vcc_v4_long, __builtin_convertvector(t57, vcc_v4_long), t61, t8);
            t7 += 4L;
        } while (t7 < t52);
        i = (int)((long)t1 + t52 * -1L);
        sum = (long)((unsigned long)t50 + vcc_reduce(unsigned long, t8, +));
    } else {
        i = t1;
        sum = t50;
    }
    for (; i >= 0; i--, sum = sum_1) {
        long t62 = (long)i;
        if (c[t62] & 1) {
            sum_1 = sum + (long)s[t62];
        } else {
            sum_1 = sum;
        }
    }
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(n - 1 - (int)t1);
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, p + t4 + -31);
            vcc_v32_uchar t6 = __builtin_shufflevector(t5, t5, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v32_uchar t7 = t6;
            vcc_m32 t8 = (vcc_m32)(t7 > (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100});
            vcc_v32_uchar t9 = t7;
            vcc_v32_uchar t10 = (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            vcc_v32_uchar t11 = t9 - t10;
            vcc_v32_uchar t12 = t11;
            vcc_v32_uchar t13 = t12;
            vcc_scatter_masked(q + t4, ((vcc_v32_int){0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16, -17, -18, -19, -20, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31}), t13, t8);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)(n - 1 - i);
        int t15 = (int)p[t14];
        if (t15 > 100) {
            q[t14] = (unsigned char)(t15 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

static __typeof__(g_a) g_a __attribute__((aligned(32)));
void glob_rev_load(void) {
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        int t4 = (int)(t1 + 8L);
        int t5 = (int)(t1 + 16L);
        int t6 = (int)(t1 + 24L);
        long t7 = (long)t3;
        long t8 = (long)t4;
        long t9 = (long)t5;
        long t10 = (long)t6;
        vcc_v8_int t11 = vcc_load(vcc_v8_int, &g_a[t7]);
        vcc_v8_int t12 = vcc_load(vcc_v8_int, &g_a[t8]);
        vcc_v8_int t13 = vcc_load(vcc_v8_int, &g_a[t9]);
        vcc_v8_int t14 = vcc_load(vcc_v8_int, &g_a[t10]);
        vcc_m8 t15 = (vcc_m8)(t11 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_m8 t16 = (vcc_m8)(t12 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_m8 t17 = (vcc_m8)(t13 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_m8 t18 = (vcc_m8)(t14 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_v8_int t19 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t3], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t15);
        vcc_v8_int t20 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t4], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t16);
        vcc_v8_int t21 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t5], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t17);
        vcc_v8_int t22 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t6], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t18);
        vcc_v8_uint t23 = (vcc_v8_uint)t19;
        vcc_v8_uint t24 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t25 = t23 * t24;
        vcc_v8_int t26 = (vcc_v8_int)t25;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t7 * 4UL), t26, t15);
        vcc_v8_uint t27 = (vcc_v8_uint)t20;
        vcc_v8_uint t28 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t29 = t27 * t28;
        vcc_v8_int t30 = (vcc_v8_int)t29;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t8 * 4UL), t30, t16);
        vcc_v8_uint t31 = (vcc_v8_uint)t21;
        vcc_v8_uint t32 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t33 = t31 * t32;
        vcc_v8_int t34 = (vcc_v8_int)t33;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t9 * 4UL), t34, t17);
        vcc_v8_uint t35 = (vcc_v8_uint)t22;
        vcc_v8_uint t36 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t37 = t35 * t36;
        vcc_v8_int t38 = (vcc_v8_int)t37;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t10 * 4UL), t38, t18);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        int t39 = (int)(992L + t2);
        long t40 = (long)t39;
        vcc_v8_int t41 = vcc_load(vcc_v8_int, &g_a[t40]);
        vcc_m8 t42 = (vcc_m8)(t41 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_v8_int t43 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t39], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t42);
        vcc_v8_uint t44 = (vcc_v8_uint)t43;
        vcc_v8_uint t45 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t46 = t44 * t45;
        vcc_v8_int t47 = (vcc_v8_int)t46;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t40 * 4UL), t47, t42);
        t2 += 8L;
    } while (t2 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t48 = (long)i;
        if (g_a[t48] > 3) {
            g_b[t48] = g_c[1002 - i] * 2;
        }
    }
}

void glob_rev_store(void) {
    for (int i = 0; i < G; i++)
        if (g_a[i] > 3)
            g_c[G - 1 - i] = g_b[i] + 1;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

/* n elements of `size` bytes that start exactly where a PROT_NONE page ends. */
static void *front_guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + page;
}

static size_t span_of(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return ((size_t)n * size + page - 1) / page * page + page;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p + (size_t)n * size - (span_of(n, size) - page), span_of(n, size));
}

static void release_front(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p - page, span_of(n, size));
}

static __typeof__(g_b) g_b __attribute__((aligned(32)));
static __typeof__(g_c) g_c __attribute__((aligned(32)));
int main(void) {
    int n;
    int t9;
    int t24;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            vcc_v8_int t37 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t38 = (vcc_v8_uint)t37;
            vcc_v8_uint t3 = t38 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t39 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t40 = t39 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
            vcc_v8_uint t41 = (vcc_v8_uint)t40;
            vcc_v8_uint t42 = t41 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t43 = vcc_min(vcc_v8_int, t41, t42);
            vcc_v8_int t4 = (vcc_v8_int)t43;
            long t5 = 0L;
            do {
                vcc_v8_int t44 = (vcc_v8_int)t3;
                long t45 = (long)(int)t5;
                vcc_store(&g_a[t45], t4);
                vcc_v8_int t46 = -t44;
                vcc_store(&g_b[t45], t46);
                vcc_v8_int t47 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t44;
                vcc_store(&g_c[t45], t47);
                vcc_v8_uint t48 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t49 = (vcc_v8_int)t48;
                long t50 = (long)(int)(t5 + 8L);
                vcc_v8_int t51 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t52 = (vcc_v8_uint)t51;
                vcc_v8_uint t53 = t52 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t54 = vcc_min(vcc_v8_int, t52, t53);
                vcc_v8_int t55 = (vcc_v8_int)t54;
                vcc_store(&g_a[t50], t55);
                vcc_v8_int t56 = -t49;
                vcc_store(&g_b[t50], t56);
                vcc_v8_int t57 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t49;
                vcc_store(&g_c[t50], t57);
                vcc_v8_uint t58 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int t59 = (vcc_v8_int)t58;
                long t60 = (long)(int)(t5 + 16L);
                vcc_v8_int t61 = t4 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_uint t62 = (vcc_v8_uint)t61;
                vcc_v8_uint t63 = t62 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t64 = vcc_min(vcc_v8_int, t62, t63);
                vcc_v8_int t65 = (vcc_v8_int)t64;
                vcc_store(&g_a[t60], t65);
                vcc_v8_int t66 = -t59;
                vcc_store(&g_b[t60], t66);
                vcc_v8_int t67 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t59;
                vcc_store(&g_c[t60], t67);
                vcc_v8_uint t68 = t3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int t69 = (vcc_v8_int)t68;
                long t70 = (long)(int)(t5 + 24L);
                vcc_v8_int t71 = t4 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_uint t72 = (vcc_v8_uint)t71;
                vcc_v8_uint t73 = t72 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t74 = vcc_min(vcc_v8_int, t72, t73);
                vcc_v8_int t75 = (vcc_v8_int)t74;
                vcc_store(&g_a[t70], t75);
                vcc_v8_int t76 = -t69;
                vcc_store(&g_b[t70], t76);
                vcc_v8_int t77 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t69;
                vcc_store(&g_c[t70], t77);
                t5 += 32L;
                t3 = t3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t78 = t4 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_v8_uint t79 = (vcc_v8_uint)t78;
                vcc_v8_uint t80 = t79 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t81 = vcc_min(vcc_v8_int, t79, t80);
                t4 = (vcc_v8_int)t81;
            } while (t5 < 992L);
            vcc_v8_int t82 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
            vcc_v8_uint t83 = (vcc_v8_uint)t82;
            vcc_v8_uint t6 = t83 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t84 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t85 = t84 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
            vcc_v8_uint t86 = (vcc_v8_uint)t85;
            vcc_v8_uint t87 = t86 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t88 = vcc_min(vcc_v8_int, t86, t87);
            vcc_v8_int t7 = (vcc_v8_int)t88;
            long t8 = 0L;
            do {
                vcc_v8_int t89 = (vcc_v8_int)t6;
                long t90 = (long)(int)(992L + t8);
                vcc_store(&g_a[t90], t7);
                vcc_v8_int t91 = -t89;
                vcc_store(&g_b[t90], t91);
                vcc_v8_int t92 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t89;
                vcc_store(&g_c[t90], t92);
                t8 += 8L;
                t6 = t6 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t93 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_uint t94 = (vcc_v8_uint)t93;
                vcc_v8_uint t95 = t94 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v8_uint t96 = vcc_min(vcc_v8_int, t94, t95);
                t7 = (vcc_v8_int)t96;
            } while (t8 < 8L);
            for (int i_1 = 1000; i_1 < 1003; i_1++) {
                long t97 = (long)i_1;
                g_a[t97] = i_1 % 7;
                g_b[t97] = -i_1;
                g_c[t97] = 3 * i_1;
            }
            glob_rev_load();
            glob_rev_store();
            unsigned long t98 = hash_bytes((const void *)g_c, 4012UL);
            printf("globals %llx %llx\n", (unsigned long long)hash_bytes((const void *)g_b, 4012UL), (unsigned long long)t98);
            return 0;
        }
        int *a = (int *)front_guarded(n, 4UL);
        int *c = (int *)guarded(n, 4UL);
        int *b = (int *)guarded(n, 4UL);
        float *x = (float *)guarded(n, 4UL);
        float *y = (float *)front_guarded(n, 4UL);
        double *xd = (double *)front_guarded(n, 8UL);
        double *yd = (double *)front_guarded(n, 8UL);
        short *s = (short *)front_guarded(n, 2UL);
        unsigned char *p = (unsigned char *)front_guarded(n, 1UL);
        unsigned char *q = (unsigned char *)front_guarded(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)(next_rand() % 10U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)(next_rand() % 20U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(int)(next_rand() % 5U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)(next_rand() % 3U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(int)(next_rand() % 9U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(int)(next_rand() % 256U);
        }
        long t10 = (long)n;
        if (t10 >= 16L) {
            long t11 = t10 & -16L;
            long t1 = 0L;
            do {
                double *t12 = xd + (int)t1;
                vcc_v4_double t13 = vcc_load(vcc_v4_double, t12);
                vcc_v4_double t14 = t13 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t12, t14);
                double *t15 = xd + (int)(t1 + 4L);
                vcc_v4_double t16 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t17 = t16 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t15, t17);
                double *t18 = xd + (int)(t1 + 8L);
                vcc_v4_double t19 = vcc_load(vcc_v4_double, t18);
                vcc_v4_double t20 = t19 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t18, t20);
                double *t21 = xd + (int)(t1 + 12L);
                vcc_v4_double t22 = vcc_load(vcc_v4_double, t21);
                vcc_v4_double t23 = t22 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t21, t23);
                t1 += 16L;
            } while (t1 < t11);
            t24 = (int)t11;
        } else {
            t24 = 0;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if (t25 >= 4L) {
            long t26 = t25 & -4L;
            long t2 = 0L;
            do {
                double *t27 = xd + (int)((long)t24 + t2);
                vcc_v4_double t28 = vcc_load(vcc_v4_double, t27);
                vcc_v4_double t29 = t28 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t27, t29);
                t2 += 4L;
            } while (t2 < t26);
            i = (int)((long)t24 + t26);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            double *t30 = xd + i;
            *t30 = *t30 * 0.375;
        }
        const int *t31 = c;
        rev_cond_load(n, a, t31, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        long sum = down_cond_sum(n, s, t31);
        rev_bytes(n, p, q);
        unsigned long t32 = (unsigned long)n;
        unsigned long t33 = hash_bytes((const void *)q, t32 * 1UL);
        unsigned long t34 = hash_bytes((const void *)yd, t32 * 8UL);
        unsigned long t35 = t32 * 4UL;
        unsigned long t36 = hash_bytes((const void *)y, t35);
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)hash_bytes((const void *)b, t35), (unsigned long long)t36, (unsigned long long)t34, sum, (unsigned long long)t33);
        release_front((void *)a, n, 4UL);
        release((void *)c, n, 4UL);
        release((void *)b, n, 4UL);
        release((void *)x, n, 4UL);
        release_front((void *)y, n, 4UL);
        release_front((void *)xd, n, 8UL);
        release_front((void *)yd, n, 8UL);
        release_front((void *)s, n, 2UL);
        release_front((void *)p, n, 1UL);
        release_front((void *)q, n, 1UL);
    }
}
