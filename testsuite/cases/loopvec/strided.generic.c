/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
void every_other(int n, int *restrict a, const int *restrict b) {
    int t29;
    int i;
    long t3 = (long)n - 1L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const int *t6 = b + 2 * t5;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, t6);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, t6 + 8);
            vcc_v8_int t9 = __builtin_shufflevector(t7, t8, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t10 = t9 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t5, t10);
            int t11 = (int)(t1 + 8L);
            const int *t12 = b + 2 * t11;
            vcc_v8_int t13 = vcc_load(vcc_v8_int, t12);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, t12 + 8);
            vcc_v8_int t15 = __builtin_shufflevector(t13, t14, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t16 = t15 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t11, t16);
            int t17 = (int)(t1 + 16L);
            const int *t18 = b + 2 * t17;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, t18);
            vcc_v8_int t20 = vcc_load(vcc_v8_int, t18 + 8);
            vcc_v8_int t21 = __builtin_shufflevector(t19, t20, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t22 = t21 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t17, t22);
            int t23 = (int)(t1 + 24L);
            const int *t24 = b + 2 * t23;
            vcc_v8_int t25 = vcc_load(vcc_v8_int, t24);
            vcc_v8_int t26 = vcc_load(vcc_v8_int, t24 + 8);
            vcc_v8_int t27 = __builtin_shufflevector(t25, t26, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t28 = t27 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L - 1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            int t32 = (int)((long)t29 + t2);
            const int *t33 = b + 2 * t32;
            vcc_v8_int t34 = vcc_load(vcc_v8_int, t33);
            vcc_v8_int t35 = vcc_load(vcc_v8_int, t33 + 8);
            vcc_v8_int t36 = __builtin_shufflevector(t34, t35, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_int t37 = t36 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
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
    int t53;
    long t54;
    int i;
    long t8 = (long)n - 1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            const int *t10 = a + 4 * (int)t1;
            vcc_v4_int t11 = vcc_load(vcc_v4_int, t10);
            vcc_v4_int t12 = vcc_load(vcc_v4_int, t10 + 4);
            vcc_v4_int t13 = vcc_load(vcc_v4_int, t10 + 8);
            vcc_v4_int t14 = vcc_load(vcc_v4_int, t10 + 12);
            vcc_v4_int t15 = __builtin_shufflevector(t11, t12, 0, 4, 0, 0);
            vcc_v4_int t16 = __builtin_shufflevector(t15, t13, 0, 1, 4, 3);
            vcc_v4_int t17 = __builtin_shufflevector(t16, t14, 0, 1, 2, 4);
            vcc_v4_long t18 = __builtin_convertvector(t17, vcc_v4_long);
            vcc_v4_ulong t19 = (vcc_v4_ulong)t18;
            t2 = t2 + t19;
            const int *t20 = a + 4 * (int)(t1 + 4L);
            vcc_v4_int t21 = vcc_load(vcc_v4_int, t20);
            vcc_v4_int t22 = vcc_load(vcc_v4_int, t20 + 4);
            vcc_v4_int t23 = vcc_load(vcc_v4_int, t20 + 8);
            vcc_v4_int t24 = vcc_load(vcc_v4_int, t20 + 12);
            vcc_v4_int t25 = __builtin_shufflevector(t21, t22, 0, 4, 0, 0);
            vcc_v4_int t26 = __builtin_shufflevector(t25, t23, 0, 1, 4, 3);
            vcc_v4_int t27 = __builtin_shufflevector(t26, t24, 0, 1, 2, 4);
            vcc_v4_long t28 = __builtin_convertvector(t27, vcc_v4_long);
            vcc_v4_ulong t29 = (vcc_v4_ulong)t28;
            t3 = t3 + t29;
            const int *t30 = a + 4 * (int)(t1 + 8L);
            vcc_v4_int t31 = vcc_load(vcc_v4_int, t30);
            vcc_v4_int t32 = vcc_load(vcc_v4_int, t30 + 4);
            vcc_v4_int t33 = vcc_load(vcc_v4_int, t30 + 8);
            vcc_v4_int t34 = vcc_load(vcc_v4_int, t30 + 12);
            vcc_v4_int t35 = __builtin_shufflevector(t31, t32, 0, 4, 0, 0);
            vcc_v4_int t36 = __builtin_shufflevector(t35, t33, 0, 1, 4, 3);
            vcc_v4_int t37 = __builtin_shufflevector(t36, t34, 0, 1, 2, 4);
            vcc_v4_long t38 = __builtin_convertvector(t37, vcc_v4_long);
            vcc_v4_ulong t39 = (vcc_v4_ulong)t38;
            t4 = t4 + t39;
            const int *t40 = a + 4 * (int)(t1 + 12L);
            vcc_v4_int t41 = vcc_load(vcc_v4_int, t40);
            vcc_v4_int t42 = vcc_load(vcc_v4_int, t40 + 4);
            vcc_v4_int t43 = vcc_load(vcc_v4_int, t40 + 8);
            vcc_v4_int t44 = vcc_load(vcc_v4_int, t40 + 12);
            vcc_v4_int t45 = __builtin_shufflevector(t41, t42, 0, 4, 0, 0);
            vcc_v4_int t46 = __builtin_shufflevector(t45, t43, 0, 1, 4, 3);
            vcc_v4_int t47 = __builtin_shufflevector(t46, t44, 0, 1, 2, 4);
            vcc_v4_long t48 = __builtin_convertvector(t47, vcc_v4_long);
            vcc_v4_ulong t49 = (vcc_v4_ulong)t48;
            t5 = t5 + t49;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t50 = t2 + t3;
        vcc_v4_ulong t51 = t50 + t4;
        vcc_v4_ulong t52 = t51 + t5;
        t53 = (int)t9;
        t54 = (long)vcc_reduce(unsigned long, t52, +);
    } else {
        t53 = 0;
        t54 = 0L;
    }
    long t55 = (long)n + (long)t53 * -1L - 1L;
    if (t55 >= 4L) {
        long t56 = t55 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            const int *t57 = a + 4 * (int)((long)t53 + t6);
            vcc_v4_int t58 = vcc_load(vcc_v4_int, t57);
            vcc_v4_int t59 = vcc_load(vcc_v4_int, t57 + 4);
            vcc_v4_int t60 = vcc_load(vcc_v4_int, t57 + 8);
            vcc_v4_int t61 = vcc_load(vcc_v4_int, t57 + 12);
            vcc_v4_int t62 = __builtin_shufflevector(t58, t59, 0, 4, 0, 0);
            vcc_v4_int t63 = __builtin_shufflevector(t62, t60, 0, 1, 4, 3);
            vcc_v4_int t64 = __builtin_shufflevector(t63, t61, 0, 1, 2, 4);
            vcc_v4_long t65 = __builtin_convertvector(t64, vcc_v4_long);
            vcc_v4_ulong t66 = (vcc_v4_ulong)t65;
            t7 = t7 + t66;
            t6 += 4L;
        } while (t6 < t56);
        i = (int)((long)t53 + t56);
        s = (long)((unsigned long)t54 + vcc_reduce(unsigned long, t7, +));
    } else {
        i = t53;
        s = t54;
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
