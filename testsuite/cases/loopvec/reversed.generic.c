/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
void reverse_copy(int n, int *restrict a, const int *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, b + (n - 1 - t5) + -7);
            vcc_v8_int t7 = __builtin_shufflevector(t6, t6, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t8 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t5, t8);
            int t9 = (int)(t1 + 8L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, b + (n - 1 - t9) + -7);
            vcc_v8_int t11 = __builtin_shufflevector(t10, t10, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t12 = t11 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t9, t12);
            int t13 = (int)(t1 + 16L);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, b + (n - 1 - t13) + -7);
            vcc_v8_int t15 = __builtin_shufflevector(t14, t14, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t16 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t13, t16);
            int t17 = (int)(t1 + 24L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, b + (n - 1 - t17) + -7);
            vcc_v8_int t19 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t20 = t19 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, b + (n - 1 - t24) + -7);
            vcc_v8_int t26 = __builtin_shufflevector(t25, t25, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t27 = t26 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

long weighted_down(int n, const short *a) {
    long s;
    long t49;
    int i;
    int t1 = n - 1;
    long t11 = (long)n;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        vcc_v4_int t13 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t14 = (vcc_v4_uint)t13;
        vcc_v4_uint t2 = t14 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long t3 = 0L;
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_int t15 = (vcc_v4_int)t2;
            vcc_v4_long t16 = __builtin_convertvector(t15, vcc_v4_long);
            vcc_v4_short t17 = vcc_load(vcc_v4_short, a + (int)((long)t1 + t3 * -1L) + -3);
            vcc_v4_short t18 = __builtin_shufflevector(t17, t17, 3, 2, 1, 0);
            vcc_v4_long t19 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t20 = t19 * t16;
            vcc_v4_ulong t21 = (vcc_v4_ulong)t20;
            t4 = t4 + t21;
            vcc_v4_uint t22 = t2 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            vcc_v4_int t23 = (vcc_v4_int)t22;
            vcc_v4_long t24 = __builtin_convertvector(t23, vcc_v4_long);
            vcc_v4_short t25 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 4L) * -1L) + -3);
            vcc_v4_short t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            vcc_v4_long t27 = __builtin_convertvector(__builtin_convertvector(t26, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t28 = t27 * t24;
            vcc_v4_ulong t29 = (vcc_v4_ulong)t28;
            t5 = t5 + t29;
            vcc_v4_uint t30 = t2 + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v4_int t31 = (vcc_v4_int)t30;
            vcc_v4_long t32 = __builtin_convertvector(t31, vcc_v4_long);
            vcc_v4_short t33 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 8L) * -1L) + -3);
            vcc_v4_short t34 = __builtin_shufflevector(t33, t33, 3, 2, 1, 0);
            vcc_v4_long t35 = __builtin_convertvector(__builtin_convertvector(t34, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t36 = t35 * t32;
            vcc_v4_ulong t37 = (vcc_v4_ulong)t36;
            t6 = t6 + t37;
            vcc_v4_uint t38 = t2 + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            vcc_v4_int t39 = (vcc_v4_int)t38;
            vcc_v4_long t40 = __builtin_convertvector(t39, vcc_v4_long);
            vcc_v4_short t41 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 12L) * -1L) + -3);
            vcc_v4_short t42 = __builtin_shufflevector(t41, t41, 3, 2, 1, 0);
            vcc_v4_long t43 = __builtin_convertvector(__builtin_convertvector(t42, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t44 = t43 * t40;
            vcc_v4_ulong t45 = (vcc_v4_ulong)t44;
            t7 = t7 + t45;
            t3 += 16L;
            t2 = t2 + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
        } while (t3 < t12);
        vcc_v4_ulong t46 = t4 + t5;
        vcc_v4_ulong t47 = t46 + t6;
        vcc_v4_ulong t48 = t47 + t7;
        t1 = (int)((long)t1 + t12 * -1L);
        t49 = (long)vcc_reduce(unsigned long, t48, +);
    } else {
        t49 = 0L;
    }
    long t50 = (long)t1 + 1L;
    if (t50 >= 4L) {
        long t51 = t50 & -4L;
        vcc_v4_int t52 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t53 = (vcc_v4_uint)t52;
        vcc_v4_uint t8 = t53 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long t9 = 0L;
        vcc_v4_ulong t10 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_int t54 = (vcc_v4_int)t8;
            vcc_v4_long t55 = __builtin_convertvector(t54, vcc_v4_long);
            vcc_v4_short t56 = vcc_load(vcc_v4_short, a + (int)((long)t1 + t9 * -1L) + -3);
            vcc_v4_short t57 = __builtin_shufflevector(t56, t56, 3, 2, 1, 0);
            vcc_v4_long t58 = __builtin_convertvector(__builtin_convertvector(t57, vcc_v4_int), vcc_v4_long);
            vcc_v4_long t59 = t58 * t55;
            vcc_v4_ulong t60 = (vcc_v4_ulong)t59;
            t10 = t10 + t60;
            t9 += 4L;
            t8 = t8 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (t9 < t51);
        i = (int)((long)t1 + t51 * -1L);
        s = (long)((unsigned long)t49 + vcc_reduce(unsigned long, t10, +));
    } else {
        i = t1;
        s = t49;
    }
    for (; i >= 0; i--) {
        long t61 = (long)i;
        s += (long)a[t61] * t61;
    }
    return s;
}

void reverse_store(int n, float *restrict a, const float *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t7 = t6 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t8 = __builtin_shufflevector(t7, t7, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t5) + -7, t8);
            int t9 = (int)(t1 + 8L);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, b + t9);
            vcc_v8_float t11 = t10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t12 = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t9) + -7, t12);
            int t13 = (int)(t1 + 16L);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, b + t13);
            vcc_v8_float t15 = t14 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t16 = __builtin_shufflevector(t15, t15, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t13) + -7, t16);
            int t17 = (int)(t1 + 24L);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t19 = t18 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t20 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t17) + -7, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, b + t24);
            vcc_v8_float t26 = t25 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t27 = __builtin_shufflevector(t26, t26, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t24) + -7, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
