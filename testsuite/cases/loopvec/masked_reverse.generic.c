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
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
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
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    int t17;
    long t18;
    long t19;
    int t20;
    long t21;
    vcc_v8_int t22;
    vcc_m8 t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    int i;
    long t26;
    int *t27;
    int t28;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = (int)((long)0 + (t1 + 8L));
            t7 = (long)t5;
            t8 = (long)t6;
            t9 = vcc_load(vcc_v8_int, c + t7);
            t10 = vcc_load(vcc_v8_int, c + t8);
            t11 = (vcc_m8)(t9 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t12 = (vcc_m8)(t10 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t13 = vcc_gather_masked(vcc_v8_int, a + (n - 1 - t5), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t11);
            t14 = vcc_gather_masked(vcc_v8_int, a + (n - 1 - t6), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t12);
            t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t13, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + t7, t15);
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t14, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + t8, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t2 = 0L;
        do {
            t20 = (int)((long)t17 + t2);
            t21 = (long)t20;
            t22 = vcc_load(vcc_v8_int, c + t21);
            t23 = (vcc_m8)(t22 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t24 = vcc_gather_masked(vcc_v8_int, a + (n - 1 - t20), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t23);
            t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t24, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + t21, t25);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t26 = (long)i;
        t27 = b + t26;
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
    int t1;
    long t2;
    vcc_v4_ulong t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
    long t7;
    vcc_v4_ulong t8;
    long t9;
    long t10;
    long t11;
    long t12;
    long t13;
    long t14;
    vcc_v4_int t15;
    vcc_v4_int t16;
    vcc_v4_int t17;
    vcc_v4_int t18;
    vcc_v4_int t19;
    vcc_v4_int t20;
    vcc_v4_int t21;
    vcc_v4_int t22;
    vcc_v4_int t23;
    vcc_v4_int t24;
    vcc_v4_int t25;
    vcc_v4_int t26;
    vcc_m4 t27;
    vcc_m4 t28;
    vcc_m4 t29;
    vcc_m4 t30;
    vcc_v4_short t31;
    vcc_v4_short t32;
    vcc_v4_short t33;
    vcc_v4_short t34;
    vcc_v4_long t35;
    vcc_v4_ulong t36;
    vcc_v4_ulong t37;
    vcc_v4_long t38;
    vcc_v4_ulong t39;
    vcc_v4_ulong t40;
    vcc_v4_long t41;
    vcc_v4_ulong t42;
    vcc_v4_ulong t43;
    vcc_v4_long t44;
    vcc_v4_ulong t45;
    vcc_v4_ulong t46;
    vcc_v4_ulong t47;
    vcc_v4_ulong t48;
    vcc_v4_ulong t49;
    long t50;
    long t51;
    long t52;
    long t53;
    vcc_v4_int t54;
    vcc_v4_int t55;
    vcc_v4_int t56;
    vcc_m4 t57;
    vcc_v4_short t58;
    vcc_v4_long t59;
    vcc_v4_ulong t60;
    vcc_v4_ulong t61;
    int i;
    long sum;
    long t62;
    long sum_1;
    t1 = n - 1;
    t9 = (long)n;
    if (t9 >= 16L) {
        t10 = t9 & -16L;
        t2 = 0L;
        t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            t11 = (long)(int)((long)t1 + t2 * -1L);
            t12 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t14 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            t15 = vcc_load(vcc_v4_int, c + t11 + -3);
            t16 = __builtin_shufflevector(t15, t15, 3, 2, 1, 0);
            t17 = vcc_load(vcc_v4_int, c + t12 + -3);
            t18 = __builtin_shufflevector(t17, t17, 3, 2, 1, 0);
            t19 = vcc_load(vcc_v4_int, c + t13 + -3);
            t20 = __builtin_shufflevector(t19, t19, 3, 2, 1, 0);
            t21 = vcc_load(vcc_v4_int, c + t14 + -3);
            t22 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            t23 = t16 & (vcc_v4_int){1, 1, 1, 1};
            t24 = t18 & (vcc_v4_int){1, 1, 1, 1};
            t25 = t20 & (vcc_v4_int){1, 1, 1, 1};
            t26 = t22 & (vcc_v4_int){1, 1, 1, 1};
            t27 = (vcc_m4)(t23 != (vcc_v4_int){0, 0, 0, 0});
            t28 = (vcc_m4)(t24 != (vcc_v4_int){0, 0, 0, 0});
            t29 = (vcc_m4)(t25 != (vcc_v4_int){0, 0, 0, 0});
            t30 = (vcc_m4)(t26 != (vcc_v4_int){0, 0, 0, 0});
            t31 = vcc_gather_masked(vcc_v4_short, s + t11, ((vcc_v4_int){0, -1, -2, -3}), t27);
            t32 = vcc_gather_masked(vcc_v4_short, s + t12, ((vcc_v4_int){0, -1, -2, -3}), t28);
            t33 = vcc_gather_masked(vcc_v4_short, s + t13, ((vcc_v4_int){0, -1, -2, -3}), t29);
            t34 = vcc_gather_masked(vcc_v4_short, s + t14, ((vcc_v4_int){0, -1, -2, -3}), t30);
            t35 = __builtin_convertvector(__builtin_convertvector(t31, vcc_v4_int), vcc_v4_long);
            t36 = (vcc_v4_ulong)t35;
            t37 = t3 + t36;
            t3 = vcc_select(vcc_v4_long, __builtin_convertvector(t27, vcc_v4_long), t37, t3);
            t38 = __builtin_convertvector(__builtin_convertvector(t32, vcc_v4_int), vcc_v4_long);
            t39 = (vcc_v4_ulong)t38;
            t40 = t4 + t39;
            t4 = vcc_select(vcc_v4_long, __builtin_convertvector(t28, vcc_v4_long), t40, t4);
            t41 = __builtin_convertvector(__builtin_convertvector(t33, vcc_v4_int), vcc_v4_long);
            t42 = (vcc_v4_ulong)t41;
            t43 = t5 + t42;
            t5 = vcc_select(vcc_v4_long, __builtin_convertvector(t29, vcc_v4_long), t43, t5);
            t44 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v4_int), vcc_v4_long);
            t45 = (vcc_v4_ulong)t44;
            t46 = t6 + t45;
            t6 = vcc_select(vcc_v4_long, __builtin_convertvector(t30, vcc_v4_long), t46, t6);
            t2 += 16L;
        } while (t2 < t10);
        t47 = t3 + t4;
        t48 = t47 + t5;
        t49 = t48 + t6;
        t1 = (int)((long)t1 + t10 * -1L);
        t50 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t49, +));
    } else {
        t50 = 0L;
    }
    t51 = (long)t1 + 1L;
    if (t51 >= 4L) {
        t52 = t51 & -4L;
        t7 = 0L;
        t8 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            t53 = (long)(int)((long)t1 + t7 * -1L);
            t54 = vcc_load(vcc_v4_int, c + t53 + -3);
            t55 = __builtin_shufflevector(t54, t54, 3, 2, 1, 0);
            t56 = t55 & (vcc_v4_int){1, 1, 1, 1};
            t57 = (vcc_m4)(t56 != (vcc_v4_int){0, 0, 0, 0});
            t58 = vcc_gather_masked(vcc_v4_short, s + t53, ((vcc_v4_int){0, -1, -2, -3}), t57);
            t59 = __builtin_convertvector(__builtin_convertvector(t58, vcc_v4_int), vcc_v4_long);
            t60 = (vcc_v4_ulong)t59;
            t61 = t8 + t60;
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
        t62 = (long)i;
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
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v32_uchar t5;
    vcc_v32_uchar t6;
    vcc_v32_uchar t7;
    vcc_m32 t8;
    vcc_v32_uchar t9;
    vcc_v32_uchar t10;
    vcc_v32_uchar t11;
    vcc_v32_uchar t12;
    vcc_v32_uchar t13;
    int i;
    long t14;
    int t15;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t1 = 0L;
        do {
            t4 = (long)(n - 1 - (int)((long)0 + t1));
            t5 = vcc_load(vcc_v32_uchar, p + t4 + -31);
            t6 = __builtin_shufflevector(t5, t5, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            t7 = t6;
            t8 = (vcc_m32)(t7 > (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100});
            t9 = t7;
            t10 = (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t11 = t9 - t10;
            t12 = t11;
            t13 = t12;
            vcc_scatter_masked(q + t4, ((vcc_v32_int){0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16, -17, -18, -19, -20, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31}), t13, t8);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t14 = (long)(n - 1 - i);
        t15 = (int)p[t14];
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
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_int t39;
    int t40;
    long t41;
    long t42;
    int t43;
    long t44;
    vcc_v8_int t45;
    vcc_m8 t46;
    vcc_v8_int t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_int t51;
    int i;
    long t52;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = (int)((long)0 + (t1 + 8L));
            t6 = (int)((long)0 + (t1 + 16L));
            t7 = (int)((long)0 + (t1 + 24L));
            t8 = (long)t4;
            t9 = (long)t5;
            t10 = (long)t6;
            t11 = (long)t7;
            t12 = vcc_load(vcc_v8_int, &g_a[t8]);
            t13 = vcc_load(vcc_v8_int, &g_a[t9]);
            t14 = vcc_load(vcc_v8_int, &g_a[t10]);
            t15 = vcc_load(vcc_v8_int, &g_a[t11]);
            t16 = (vcc_m8)(t12 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t17 = (vcc_m8)(t13 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t18 = (vcc_m8)(t14 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t19 = (vcc_m8)(t15 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t20 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t4], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t16);
            t21 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t5], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t17);
            t22 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t6], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t18);
            t23 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t7], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t19);
            t24 = (vcc_v8_uint)t20;
            t25 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t26 = t24 * t25;
            t27 = (vcc_v8_int)t26;
            vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t8 * 4UL), t27, t16);
            t28 = (vcc_v8_uint)t21;
            t29 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t30 = t28 * t29;
            t31 = (vcc_v8_int)t30;
            vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t9 * 4UL), t31, t17);
            t32 = (vcc_v8_uint)t22;
            t33 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t34 = t32 * t33;
            t35 = (vcc_v8_int)t34;
            vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t10 * 4UL), t35, t18);
            t36 = (vcc_v8_uint)t23;
            t37 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t38 = t36 * t37;
            t39 = (vcc_v8_int)t38;
            vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t11 * 4UL), t39, t19);
            t1 += 32L;
        } while (t1 < t3);
        t40 = (int)((long)0 + t3);
    } else {
        t40 = 0;
    }
    t41 = (long)t40 * -1L + 1003L;
    if (t41 >= 8L) {
        t42 = t41 & -8L;
        t2 = 0L;
        do {
            t43 = (int)((long)t40 + t2);
            t44 = (long)t43;
            t45 = vcc_load(vcc_v8_int, &g_a[t44]);
            t46 = (vcc_m8)(t45 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
            t47 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - t43], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t46);
            t48 = (vcc_v8_uint)t47;
            t49 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t50 = t48 * t49;
            t51 = (vcc_v8_int)t50;
            vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t44 * 4UL), t51, t46);
            t2 += 8L;
        } while (t2 < t42);
        i = (int)((long)t40 + t42);
    } else {
        i = t40;
    }
    for (; i < 1003; i++) {
        t52 = (long)i;
        if (g_a[t52] > 3) {
            g_b[t52] = g_c[1002 - i] * 2;
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
    long t1;
    long t2;
    vcc_v8_uint t3;
    vcc_v8_int t4;
    long t5;
    vcc_v8_uint t6;
    vcc_v8_int t7;
    long t8;
    int count_idx;
    int n_1;
    int t9;
    int *a;
    int *c;
    int *b;
    float *x;
    float *y;
    double *xd;
    double *yd;
    short *s;
    unsigned char *p;
    unsigned char *q;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    long t10;
    long t11;
    double *t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    double *t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    double *t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    double *t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    int t24;
    long t25;
    long t26;
    double *t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    int i;
    double *t30;
    const int *t31;
    long sum;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    long t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_int t45;
    long t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_uint t49;
    vcc_v8_int t50;
    long t51;
    vcc_v8_int t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_uint t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_uint t59;
    vcc_v8_int t60;
    long t61;
    vcc_v8_int t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    vcc_v8_int t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    vcc_v8_uint t69;
    vcc_v8_int t70;
    long t71;
    vcc_v8_int t72;
    vcc_v8_uint t73;
    vcc_v8_uint t74;
    vcc_v8_uint t75;
    vcc_v8_int t76;
    vcc_v8_int t77;
    vcc_v8_int t78;
    vcc_v8_int t79;
    vcc_v8_uint t80;
    vcc_v8_uint t81;
    vcc_v8_uint t82;
    int t83;
    long t84;
    long t85;
    vcc_v8_int t86;
    vcc_v8_uint t87;
    vcc_v8_int t88;
    vcc_v8_int t89;
    vcc_v8_uint t90;
    vcc_v8_uint t91;
    vcc_v8_uint t92;
    vcc_v8_int t93;
    long t94;
    vcc_v8_int t95;
    vcc_v8_int t96;
    vcc_v8_int t97;
    vcc_v8_uint t98;
    vcc_v8_uint t99;
    vcc_v8_uint t100;
    int i_1;
    long t101;
    unsigned long t102;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            if ((1003L >= 32L) & (0 >= 0)) {
                t37 = 1003L & -32L;
                t38 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t39 = (vcc_v8_uint)t38;
                t3 = t39 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t40 = vcc_splat(vcc_v8_int, 0 % 7);
                t41 = t40 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                t42 = (vcc_v8_uint)t41;
                t43 = t42 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t44 = vcc_min(vcc_v8_int, t42, t43);
                t4 = (vcc_v8_int)t44;
                t5 = 0L;
                do {
                    t45 = (vcc_v8_int)t3;
                    t46 = (long)(int)((long)0 + t5);
                    vcc_store(&g_a[t46], t4);
                    t47 = -t45;
                    vcc_store(&g_b[t46], t47);
                    t48 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t45;
                    vcc_store(&g_c[t46], t48);
                    t49 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t50 = (vcc_v8_int)t49;
                    t51 = (long)(int)((long)0 + (t5 + 8L));
                    t52 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    t53 = (vcc_v8_uint)t52;
                    t54 = t53 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t55 = vcc_min(vcc_v8_int, t53, t54);
                    t56 = (vcc_v8_int)t55;
                    vcc_store(&g_a[t51], t56);
                    t57 = -t50;
                    vcc_store(&g_b[t51], t57);
                    t58 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t50;
                    vcc_store(&g_c[t51], t58);
                    t59 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    t60 = (vcc_v8_int)t59;
                    t61 = (long)(int)((long)0 + (t5 + 16L));
                    t62 = t4 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                    t63 = (vcc_v8_uint)t62;
                    t64 = t63 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t65 = vcc_min(vcc_v8_int, t63, t64);
                    t66 = (vcc_v8_int)t65;
                    vcc_store(&g_a[t61], t66);
                    t67 = -t60;
                    vcc_store(&g_b[t61], t67);
                    t68 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t60;
                    vcc_store(&g_c[t61], t68);
                    t69 = t3 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                    t70 = (vcc_v8_int)t69;
                    t71 = (long)(int)((long)0 + (t5 + 24L));
                    t72 = t4 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                    t73 = (vcc_v8_uint)t72;
                    t74 = t73 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t75 = vcc_min(vcc_v8_int, t73, t74);
                    t76 = (vcc_v8_int)t75;
                    vcc_store(&g_a[t71], t76);
                    t77 = -t70;
                    vcc_store(&g_b[t71], t77);
                    t78 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t70;
                    vcc_store(&g_c[t71], t78);
                    t5 += 32L;
                    t3 = t3 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                    t79 = t4 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                    t80 = (vcc_v8_uint)t79;
                    t81 = t80 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t82 = vcc_min(vcc_v8_int, t80, t81);
                    t4 = (vcc_v8_int)t82;
                } while (t5 < t37);
                t83 = (int)((long)0 + t37);
            } else {
                t83 = 0;
            }
            t84 = (long)t83 * -1L + 1003L;
            if ((t84 >= 8L) & (t83 >= 0)) {
                t85 = t84 & -8L;
                t86 = (vcc_v8_int){t83, t83, t83, t83, t83, t83, t83, t83};
                t87 = (vcc_v8_uint)t86;
                t6 = t87 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t88 = vcc_splat(vcc_v8_int, t83 % 7);
                t89 = t88 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
                t90 = (vcc_v8_uint)t89;
                t91 = t90 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t92 = vcc_min(vcc_v8_int, t90, t91);
                t7 = (vcc_v8_int)t92;
                t8 = 0L;
                do {
                    t93 = (vcc_v8_int)t6;
                    t94 = (long)(int)((long)t83 + t8);
                    vcc_store(&g_a[t94], t7);
                    t95 = -t93;
                    vcc_store(&g_b[t94], t95);
                    t96 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t93;
                    vcc_store(&g_c[t94], t96);
                    t8 += 8L;
                    t6 = t6 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t97 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                    t98 = (vcc_v8_uint)t97;
                    t99 = t98 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                    t100 = vcc_min(vcc_v8_int, t98, t99);
                    t7 = (vcc_v8_int)t100;
                } while (t8 < t85);
                i_1 = (int)((long)t83 + t85);
            } else {
                i_1 = t83;
            }
            for (; i_1 < 1003; i_1++) {
                t101 = (long)i_1;
                g_a[t101] = i_1 % 7;
                g_b[t101] = -i_1;
                g_c[t101] = 3 * i_1;
            }
            glob_rev_load();
            glob_rev_store();
            t102 = hash_bytes((const void *)g_c, 4012UL);
            printf("globals %llx %llx\n", (unsigned long long)hash_bytes((const void *)g_b, 4012UL), (unsigned long long)t102);
            return 0;
        }
        a = (int *)front_guarded(n, 4UL);
        c = (int *)guarded(n, 4UL);
        b = (int *)guarded(n, 4UL);
        x = (float *)guarded(n, 4UL);
        y = (float *)front_guarded(n, 4UL);
        xd = (double *)front_guarded(n, 8UL);
        yd = (double *)front_guarded(n, 8UL);
        s = (short *)front_guarded(n, 2UL);
        p = (unsigned char *)front_guarded(n, 1UL);
        q = (unsigned char *)front_guarded(n, 1UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)(next_rand() % 10U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)(next_rand() % 20U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(0 + (int)(next_rand() % 5U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)(next_rand() % 3U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(0 + (int)(next_rand() % 9U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        t10 = (long)n;
        if (t10 >= 16L) {
            t11 = t10 & -16L;
            t1 = 0L;
            do {
                t12 = xd + (int)((long)0 + t1);
                t13 = vcc_load(vcc_v4_double, t12);
                t14 = t13 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t12, t14);
                t15 = xd + (int)((long)0 + (t1 + 4L));
                t16 = vcc_load(vcc_v4_double, t15);
                t17 = t16 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t15, t17);
                t18 = xd + (int)((long)0 + (t1 + 8L));
                t19 = vcc_load(vcc_v4_double, t18);
                t20 = t19 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t18, t20);
                t21 = xd + (int)((long)0 + (t1 + 12L));
                t22 = vcc_load(vcc_v4_double, t21);
                t23 = t22 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t21, t23);
                t1 += 16L;
            } while (t1 < t11);
            t24 = (int)((long)0 + t11);
        } else {
            t24 = 0;
        }
        t25 = (long)n + (long)t24 * -1L;
        if (t25 >= 4L) {
            t26 = t25 & -4L;
            t2 = 0L;
            do {
                t27 = xd + (int)((long)t24 + t2);
                t28 = vcc_load(vcc_v4_double, t27);
                t29 = t28 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t27, t29);
                t2 += 4L;
            } while (t2 < t26);
            i = (int)((long)t24 + t26);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            t30 = xd + i;
            *t30 = *t30 * 0.375;
        }
        t31 = c;
        rev_cond_load(n, a, t31, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        sum = down_cond_sum(n, s, t31);
        rev_bytes(n, p, q);
        t32 = (unsigned long)n;
        t33 = hash_bytes((const void *)q, t32 * 1UL);
        t34 = hash_bytes((const void *)yd, t32 * 8UL);
        t35 = t32 * 4UL;
        t36 = hash_bytes((const void *)y, t35);
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
