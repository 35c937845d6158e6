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
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    long t29;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = (int)((long)0 + (t3 + 16L));
            t7 = (int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_int, b + (n - 1 - t4) + -7);
            t9 = __builtin_shufflevector(t8, t8, 7, 6, 5, 4, 3, 2, 1, 0);
            t10 = vcc_load(vcc_v8_int, b + (n - 1 - t5) + -7);
            t11 = __builtin_shufflevector(t10, t10, 7, 6, 5, 4, 3, 2, 1, 0);
            t12 = vcc_load(vcc_v8_int, b + (n - 1 - t6) + -7);
            t13 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            t14 = vcc_load(vcc_v8_int, b + (n - 1 - t7) + -7);
            t15 = __builtin_shufflevector(t14, t14, 7, 6, 5, 4, 3, 2, 1, 0);
            t16 = t9 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t17 = t11 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t18 = t13 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t19 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t4, t16);
            vcc_store(a + t5, t17);
            vcc_store(a + t6, t18);
            vcc_store(a + t7, t19);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (int)((long)t21 + t24);
            t26 = vcc_load(vcc_v8_int, b + (n - 1 - t25) + -7);
            t27 = __builtin_shufflevector(t26, t26, 7, 6, 5, 4, 3, 2, 1, 0);
            t28 = t27 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t25, t28);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

long weighted_down(int n, const short *a) {
    vcc_v4_uint t1;
    vcc_v4_uint t2;
    long s;
    int i;
    long t3;
    long t4;
    vcc_v4_int t5;
    vcc_v4_uint t6;
    long t7;
    vcc_v4_ulong t8;
    vcc_v4_ulong t9;
    vcc_v4_ulong t10;
    vcc_v4_ulong t11;
    vcc_v4_int t12;
    vcc_v4_uint t13;
    vcc_v4_int t14;
    vcc_v4_uint t15;
    vcc_v4_int t16;
    vcc_v4_uint t17;
    vcc_v4_int t18;
    vcc_v4_long t19;
    vcc_v4_long t20;
    vcc_v4_long t21;
    vcc_v4_long t22;
    vcc_v4_short t23;
    vcc_v4_short t24;
    vcc_v4_short t25;
    vcc_v4_short t26;
    vcc_v4_short t27;
    vcc_v4_short t28;
    vcc_v4_short t29;
    vcc_v4_short t30;
    vcc_v4_long t31;
    vcc_v4_long t32;
    vcc_v4_long t33;
    vcc_v4_long t34;
    vcc_v4_long t35;
    vcc_v4_long t36;
    vcc_v4_long t37;
    vcc_v4_long t38;
    vcc_v4_ulong t39;
    vcc_v4_ulong t40;
    vcc_v4_ulong t41;
    vcc_v4_ulong t42;
    vcc_v4_ulong t43;
    vcc_v4_ulong t44;
    vcc_v4_ulong t45;
    vcc_v4_ulong t46;
    long t47;
    vcc_v4_ulong t48;
    vcc_v4_ulong t49;
    vcc_v4_ulong t50;
    int t51;
    long t52;
    long t53;
    long t54;
    vcc_v4_int t55;
    vcc_v4_uint t56;
    long t57;
    vcc_v4_ulong t58;
    vcc_v4_int t59;
    vcc_v4_long t60;
    vcc_v4_short t61;
    vcc_v4_short t62;
    vcc_v4_long t63;
    vcc_v4_long t64;
    vcc_v4_ulong t65;
    vcc_v4_ulong t66;
    long t67;
    int i_1;
    long t68;
    i = n - 1;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v4_int){i, i, i, i};
        t6 = (vcc_v4_uint)t5;
        t1 = t6 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        t7 = 0L;
        t8 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t9 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t10 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t11 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t12 = (vcc_v4_int)t1;
            t13 = t1 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            t14 = (vcc_v4_int)t13;
            t15 = t1 + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            t16 = (vcc_v4_int)t15;
            t17 = t1 + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            t18 = (vcc_v4_int)t17;
            t19 = __builtin_convertvector(t12, vcc_v4_long);
            t20 = __builtin_convertvector(t14, vcc_v4_long);
            t21 = __builtin_convertvector(t16, vcc_v4_long);
            t22 = __builtin_convertvector(t18, vcc_v4_long);
            t23 = vcc_load(vcc_v4_short, a + (int)((long)i + t7 * -1L) + -3);
            t24 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            t25 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 4L) * -1L) + -3);
            t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            t27 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 8L) * -1L) + -3);
            t28 = __builtin_shufflevector(t27, t27, 3, 2, 1, 0);
            t29 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 12L) * -1L) + -3);
            t30 = __builtin_shufflevector(t29, t29, 3, 2, 1, 0);
            t31 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v4_int), vcc_v4_long);
            t32 = __builtin_convertvector(__builtin_convertvector(t26, vcc_v4_int), vcc_v4_long);
            t33 = __builtin_convertvector(__builtin_convertvector(t28, vcc_v4_int), vcc_v4_long);
            t34 = __builtin_convertvector(__builtin_convertvector(t30, vcc_v4_int), vcc_v4_long);
            t35 = t31 * t19;
            t36 = t32 * t20;
            t37 = t33 * t21;
            t38 = t34 * t22;
            t39 = (vcc_v4_ulong)t35;
            t40 = t8 + t39;
            t41 = (vcc_v4_ulong)t36;
            t42 = t9 + t41;
            t43 = (vcc_v4_ulong)t37;
            t44 = t10 + t43;
            t45 = (vcc_v4_ulong)t38;
            t46 = t11 + t45;
            t47 = t7 + 16L;
            t1 = t1 + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
            if (t47 >= t4) {
                break;
            }
            t7 = t47;
            t8 = t40;
            t9 = t42;
            t10 = t44;
            t11 = t46;
        }
        t48 = t40 + t42;
        t49 = t48 + t44;
        t50 = t49 + t46;
        t51 = (int)((long)i + t4 * -1L);
        t52 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t50, +));
    } else {
        t51 = i;
        t52 = 0L;
    }
    t53 = (long)t51 + 1L;
    if (t53 >= 4L) {
        t54 = t53 & -4L;
        t55 = (vcc_v4_int){t51, t51, t51, t51};
        t56 = (vcc_v4_uint)t55;
        t2 = t56 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        t57 = 0L;
        t58 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t59 = (vcc_v4_int)t2;
            t60 = __builtin_convertvector(t59, vcc_v4_long);
            t61 = vcc_load(vcc_v4_short, a + (int)((long)t51 + t57 * -1L) + -3);
            t62 = __builtin_shufflevector(t61, t61, 3, 2, 1, 0);
            t63 = __builtin_convertvector(__builtin_convertvector(t62, vcc_v4_int), vcc_v4_long);
            t64 = t63 * t60;
            t65 = (vcc_v4_ulong)t64;
            t66 = t58 + t65;
            t67 = t57 + 4L;
            t2 = t2 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            if (t67 >= t54) {
                break;
            }
            t57 = t67;
            t58 = t66;
        }
        i_1 = (int)((long)t51 + t54 * -1L);
        s = (long)((unsigned long)t52 + vcc_reduce(unsigned long, t66, +));
    } else {
        i_1 = t51;
        s = t52;
    }
    for (; i_1 >= 0; i_1--) {
        t68 = (long)i_1;
        s += (long)a[t68] * t68;
    }
    return s;
}

void reverse_store(int n, float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    int t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    long t29;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = (int)((long)0 + (t3 + 16L));
            t7 = (int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_float, b + t4);
            t9 = vcc_load(vcc_v8_float, b + t5);
            t10 = vcc_load(vcc_v8_float, b + t6);
            t11 = vcc_load(vcc_v8_float, b + t7);
            t12 = t8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t13 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t14 = t10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t15 = t11 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t16 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t4) + -7, t16);
            t17 = __builtin_shufflevector(t13, t13, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t5) + -7, t17);
            t18 = __builtin_shufflevector(t14, t14, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t6) + -7, t18);
            t19 = __builtin_shufflevector(t15, t15, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t7) + -7, t19);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (int)((long)t21 + t24);
            t26 = vcc_load(vcc_v8_float, b + t25);
            t27 = t26 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t28 = __builtin_shufflevector(t27, t27, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t25) + -7, t28);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
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
