/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
void every_other(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    const int *t8;
    const int *t9;
    const int *t10;
    const int *t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    int t33;
    const int *t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    long t39;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = (int)((long)0 + (t3 + 16L));
            t7 = (int)((long)0 + (t3 + 24L));
            t8 = b + 2 * t4;
            t9 = b + 2 * t5;
            t10 = b + 2 * t6;
            t11 = b + 2 * t7;
            t12 = vcc_load(vcc_v8_int, t8);
            t13 = vcc_load(vcc_v8_int, t8 + 8);
            t14 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6, 8, 10, 12, 14);
            t15 = vcc_load(vcc_v8_int, t9);
            t16 = vcc_load(vcc_v8_int, t9 + 8);
            t17 = __builtin_shufflevector(t15, t16, 0, 2, 4, 6, 8, 10, 12, 14);
            t18 = vcc_load(vcc_v8_int, t10);
            t19 = vcc_load(vcc_v8_int, t10 + 8);
            t20 = __builtin_shufflevector(t18, t19, 0, 2, 4, 6, 8, 10, 12, 14);
            t21 = vcc_load(vcc_v8_int, t11);
            t22 = vcc_load(vcc_v8_int, t11 + 8);
            t23 = __builtin_shufflevector(t21, t22, 0, 2, 4, 6, 8, 10, 12, 14);
            t24 = t14 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t25 = t17 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t26 = t20 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t27 = t23 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t4, t24);
            vcc_store(a + t5, t25);
            vcc_store(a + t6, t26);
            vcc_store(a + t7, t27);
            t28 = t3 + 32L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L - 1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        for (;;) {
            t33 = (int)((long)t29 + t32);
            t34 = b + 2 * t33;
            t35 = vcc_load(vcc_v8_int, t34);
            t36 = vcc_load(vcc_v8_int, t34 + 8);
            t37 = __builtin_shufflevector(t35, t36, 0, 2, 4, 6, 8, 10, 12, 14);
            t38 = t37 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t33, t38);
            t39 = t32 + 8L;
            if (t39 >= t31) {
                break;
            }
            t32 = t39;
        }
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

void spread3(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i] = b[i] + 0.5f;
}

long sum_stride4(int n, const int *a) {
    long s;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
    vcc_v4_ulong t7;
    const int *t8;
    const int *t9;
    const int *t10;
    const int *t11;
    vcc_v4_int t12;
    vcc_v4_int t13;
    vcc_v4_int t14;
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
    vcc_v4_int t27;
    vcc_v4_int t28;
    vcc_v4_int t29;
    vcc_v4_int t30;
    vcc_v4_int t31;
    vcc_v4_int t32;
    vcc_v4_int t33;
    vcc_v4_int t34;
    vcc_v4_int t35;
    vcc_v4_int t36;
    vcc_v4_int t37;
    vcc_v4_int t38;
    vcc_v4_int t39;
    vcc_v4_long t40;
    vcc_v4_long t41;
    vcc_v4_long t42;
    vcc_v4_long t43;
    vcc_v4_ulong t44;
    vcc_v4_ulong t45;
    vcc_v4_ulong t46;
    vcc_v4_ulong t47;
    vcc_v4_ulong t48;
    vcc_v4_ulong t49;
    vcc_v4_ulong t50;
    vcc_v4_ulong t51;
    long t52;
    vcc_v4_ulong t53;
    vcc_v4_ulong t54;
    vcc_v4_ulong t55;
    int t56;
    long t57;
    long t58;
    long t59;
    long t60;
    vcc_v4_ulong t61;
    const int *t62;
    vcc_v4_int t63;
    vcc_v4_int t64;
    vcc_v4_int t65;
    vcc_v4_int t66;
    vcc_v4_int t67;
    vcc_v4_int t68;
    vcc_v4_int t69;
    vcc_v4_long t70;
    vcc_v4_ulong t71;
    vcc_v4_ulong t72;
    long t73;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t8 = a + 4 * (int)((long)0 + t3);
            t9 = a + 4 * (int)((long)0 + (t3 + 4L));
            t10 = a + 4 * (int)((long)0 + (t3 + 8L));
            t11 = a + 4 * (int)((long)0 + (t3 + 12L));
            t12 = vcc_load(vcc_v4_int, t8);
            t13 = vcc_load(vcc_v4_int, t8 + 4);
            t14 = vcc_load(vcc_v4_int, t8 + 8);
            t15 = vcc_load(vcc_v4_int, t8 + 12);
            t16 = __builtin_shufflevector(t12, t13, 0, 4, 0, 0);
            t17 = __builtin_shufflevector(t16, t14, 0, 1, 4, 3);
            t18 = __builtin_shufflevector(t17, t15, 0, 1, 2, 4);
            t19 = vcc_load(vcc_v4_int, t9);
            t20 = vcc_load(vcc_v4_int, t9 + 4);
            t21 = vcc_load(vcc_v4_int, t9 + 8);
            t22 = vcc_load(vcc_v4_int, t9 + 12);
            t23 = __builtin_shufflevector(t19, t20, 0, 4, 0, 0);
            t24 = __builtin_shufflevector(t23, t21, 0, 1, 4, 3);
            t25 = __builtin_shufflevector(t24, t22, 0, 1, 2, 4);
            t26 = vcc_load(vcc_v4_int, t10);
            t27 = vcc_load(vcc_v4_int, t10 + 4);
            t28 = vcc_load(vcc_v4_int, t10 + 8);
            t29 = vcc_load(vcc_v4_int, t10 + 12);
            t30 = __builtin_shufflevector(t26, t27, 0, 4, 0, 0);
            t31 = __builtin_shufflevector(t30, t28, 0, 1, 4, 3);
            t32 = __builtin_shufflevector(t31, t29, 0, 1, 2, 4);
            t33 = vcc_load(vcc_v4_int, t11);
            t34 = vcc_load(vcc_v4_int, t11 + 4);
            t35 = vcc_load(vcc_v4_int, t11 + 8);
            t36 = vcc_load(vcc_v4_int, t11 + 12);
            t37 = __builtin_shufflevector(t33, t34, 0, 4, 0, 0);
            t38 = __builtin_shufflevector(t37, t35, 0, 1, 4, 3);
            t39 = __builtin_shufflevector(t38, t36, 0, 1, 2, 4);
            t40 = __builtin_convertvector(t18, vcc_v4_long);
            t41 = __builtin_convertvector(t25, vcc_v4_long);
            t42 = __builtin_convertvector(t32, vcc_v4_long);
            t43 = __builtin_convertvector(t39, vcc_v4_long);
            t44 = (vcc_v4_ulong)t40;
            t45 = t4 + t44;
            t46 = (vcc_v4_ulong)t41;
            t47 = t5 + t46;
            t48 = (vcc_v4_ulong)t42;
            t49 = t6 + t48;
            t50 = (vcc_v4_ulong)t43;
            t51 = t7 + t50;
            t52 = t3 + 16L;
            if (t52 >= t2) {
                break;
            }
            t3 = t52;
            t4 = t45;
            t5 = t47;
            t6 = t49;
            t7 = t51;
        }
        t53 = t45 + t47;
        t54 = t53 + t49;
        t55 = t54 + t51;
        t56 = (int)((long)0 + t2);
        t57 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t55, +));
    } else {
        t56 = 0;
        t57 = 0L;
    }
    t58 = (long)n + (long)t56 * -1L - 1L;
    if (t58 >= 4L) {
        t59 = t58 & -4L;
        t60 = 0L;
        t61 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t62 = a + 4 * (int)((long)t56 + t60);
            t63 = vcc_load(vcc_v4_int, t62);
            t64 = vcc_load(vcc_v4_int, t62 + 4);
            t65 = vcc_load(vcc_v4_int, t62 + 8);
            t66 = vcc_load(vcc_v4_int, t62 + 12);
            t67 = __builtin_shufflevector(t63, t64, 0, 4, 0, 0);
            t68 = __builtin_shufflevector(t67, t65, 0, 1, 4, 3);
            t69 = __builtin_shufflevector(t68, t66, 0, 1, 2, 4);
            t70 = __builtin_convertvector(t69, vcc_v4_long);
            t71 = (vcc_v4_ulong)t70;
            t72 = t61 + t71;
            t73 = t60 + 4L;
            if (t73 >= t59) {
                break;
            }
            t60 = t73;
            t61 = t72;
        }
        i = (int)((long)t56 + t59);
        s = (long)((unsigned long)t57 + vcc_reduce(unsigned long, t72, +));
    } else {
        i = t56;
        s = t57;
    }
    for (; i < n; i++) {
        s += (long)a[4 * i];
    }
    return s;
}

/* The arrays hold exactly the elements the scalar loops touch, so a wide load or store that
   reaches past the last one fails under -fsanitize=address. */
static int span(int n, int stride) {
    return n > 0 ? stride * (n - 1) + 1 : 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b2 = new_array(span(n, 2), 4), *b4 = new_array(span(n, 4), 4);
        float *fa = new_array(span(n, 3), 4), *fb = new_array(n, 4);
        /* Zeroed first: otherwise gcc -O2 warns (-Wmaybe-uninitialized) that the kernels, once
           vectorized and no longer inlined, may read the arrays before FILL wrote them. */
        memset(b2, 0, (size_t)span(n, 2) * 4);
        memset(b4, 0, (size_t)span(n, 4) * 4);
        memset(fb, 0, (size_t)n * 4);
        FILL(b2, span(n, 2), -1000, 2000);
        FILL(b4, span(n, 4), -1000, 2000);
        FILL(fb, n, -1000, 2000);
        memset(fa, 0, (size_t)span(n, 3) * 4);
        every_other(n, a, b2);
        spread3(n, fa, fb);
        printf("n=%d stride2=%llx stride3=%llx sum4=%ld\n", n, HASH(a, n), HASH(fa, span(n, 3)), sum_stride4(n, b4));
        free(a), free(b2), free(b4), free(fa), free(fb);
    }
    return 0;
}
