/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
void store_positive(int n, int *restrict b, const int *restrict a) {
    int t11;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, a + t5);
            vcc_m8 t7 = (vcc_m8)(t6 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)t5 * 4UL), t6, t7);
            long t8 = (long)(int)(t1 + 8L);
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + t8);
            vcc_m8 t10 = (vcc_m8)(t9 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)t8 * 4UL), t9, t10);
            t1 += 16L;
        } while (t1 < t4);
        t11 = (int)t4;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t2 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + t2);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + t14);
            vcc_m8 t16 = (vcc_m8)(t15 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)b + (unsigned long)t14 * 4UL), t15, t16);
            t2 += 8L;
        } while (t2 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = a[t17];
        if (t18 > 0) {
            b[t17] = t18;
        }
    }
}

void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int t22;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int t9 = vcc_max(vcc_v8_int, t7, t8);
            vcc_store(c + t6, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + t10);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, b + t10);
            vcc_v8_int t13 = vcc_max(vcc_v8_int, t11, t12);
            vcc_store(c + t10, t13);
            long t14 = (long)(int)(t1 + 16L);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t14);
            vcc_v8_int t17 = vcc_max(vcc_v8_int, t15, t16);
            vcc_store(c + t14, t17);
            long t18 = (long)(int)(t1 + 24L);
            vcc_v8_int t19 = vcc_load(vcc_v8_int, a + t18);
            vcc_v8_int t20 = vcc_load(vcc_v8_int, b + t18);
            vcc_v8_int t21 = vcc_max(vcc_v8_int, t19, t20);
            vcc_store(c + t18, t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t22 + t2);
            vcc_v8_int t26 = vcc_load(vcc_v8_int, a + t25);
            vcc_v8_int t27 = vcc_load(vcc_v8_int, b + t25);
            vcc_v8_int t28 = vcc_max(vcc_v8_int, t26, t27);
            vcc_store(c + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int *t30 = c + t29;
        int t3 = a[t29];
        int t31 = b[t29];
        if (t3 <= t31) {
            t3 = t31;
        }
        *t30 = t3;
    }
}

void odd_even(int n, int *restrict c, const int *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, a + t4);
            vcc_v8_int t6 = t5 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t7 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2}));
            vcc_v8_int t9 = t5 / t8;
            vcc_v8_uint t10 = (vcc_v8_uint)t5;
            vcc_v8_uint t11 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t12 = t10 * t11;
            vcc_v8_int t13 = (vcc_v8_int)t12;
            vcc_m8 t14 = (vcc_m8)(t6 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t9);
            vcc_store(c + t4, t15);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t17 = a[t16];
        if (t17 & 1) {
            c[t16] = t17 * 3;
        } else {
            c[t16] = t17 / 2;
        }
    }
}

int sum_above(int n, const int *a, int t) {
    int t18;
    int t19;
    int i;
    int s;
    int s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v8_int t8 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_m8 t10 = (vcc_m8)(t9 > t8);
            vcc_v8_uint t11 = (vcc_v8_uint)t9;
            vcc_v8_uint t12 = t2 + t11;
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t12, t2);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_m8 t14 = (vcc_m8)(t13 > t8);
            vcc_v8_uint t15 = (vcc_v8_uint)t13;
            vcc_v8_uint t16 = t3 + t15;
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t16, t3);
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t17 = t2 + t3;
        t18 = (int)t7;
        t19 = (int)vcc_reduce(unsigned int, t17, +);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        vcc_v8_int t22 = (vcc_v8_int){t, t, t, t, t, t, t, t};
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t23 = vcc_load(vcc_v8_int, a + (int)((long)t18 + t4));
            vcc_m8 t24 = (vcc_m8)(t23 > t22);
            vcc_v8_uint t25 = (vcc_v8_uint)t23;
            vcc_v8_uint t26 = t5 + t25;
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t26, t5);
            t4 += 8L;
        } while (t4 < t21);
        i = (int)((long)t18 + t21);
        s = (int)((unsigned int)t19 + vcc_reduce(unsigned int, t5, +));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++, s = s_1) {
        int t27 = a[i];
        if (t27 > t) {
            s_1 = s + t27;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void nested(int n, float *restrict c, const float *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, a + t4);
            vcc_m8 t6 = (vcc_m8)(t5 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_m8 t7 = ~t6;
            vcc_v8_float t8 = -t5;
            vcc_store_masked((float *)((unsigned long)c + (unsigned long)t4 * 4UL), t8, t7);
            vcc_m8 t9 = (vcc_m8)(t5 > (vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f});
            vcc_m8 t10 = ~t9;
            vcc_m8 t11 = t6 & t10;
            vcc_v8_float t12 = t5 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store_masked((float *)((unsigned long)c + (unsigned long)t4 * 4UL), t12, t11);
            vcc_m8 t13 = t6 & t9;
            vcc_store_masked((float *)((unsigned long)c + (unsigned long)t4 * 4UL), ((vcc_v8_float){100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f, 100.0f}), t13);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = a[t14];
        if (t15 > 0.0f) {
            if (t15 > 100.0f) {
                c[t14] = 100.0f;
            } else {
                c[t14] = t15 * 2.0f;
            }
        } else {
            c[t14] = -t15;
        }
    }
}

void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    int t27;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v8_int t7 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t9 = (vcc_v8_uint)t8;
        vcc_v8_uint t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t10 = (vcc_v8_int)t1;
            vcc_m8 t11 = (vcc_m8)(t10 < t7);
            long t12 = (long)(int)t2;
            vcc_v8_int t13 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)b + (unsigned long)t12 * 4UL), t11);
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t16 = t14 + t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t12 * 4UL), t17, t11);
            vcc_v8_uint t18 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t19 = (vcc_v8_int)t18;
            vcc_m8 t20 = (vcc_m8)(t19 < t7);
            long t21 = (long)(int)(t2 + 8L);
            vcc_v8_int t22 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)b + (unsigned long)t21 * 4UL), t20);
            vcc_v8_uint t23 = (vcc_v8_uint)t22;
            vcc_v8_uint t24 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t25 = t23 + t24;
            vcc_v8_int t26 = (vcc_v8_int)t25;
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t21 * 4UL), t26, t20);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t27 = (int)t6;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        vcc_v8_int t30 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t31 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
        vcc_v8_uint t32 = (vcc_v8_uint)t31;
        vcc_v8_uint t3 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            vcc_v8_int t33 = (vcc_v8_int)t3;
            vcc_m8 t34 = (vcc_m8)(t33 < t30);
            long t35 = (long)(int)((long)t27 + t4);
            vcc_v8_int t36 = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)b + (unsigned long)t35 * 4UL), t34);
            vcc_v8_uint t37 = (vcc_v8_uint)t36;
            vcc_v8_uint t38 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t39 = t37 + t38;
            vcc_v8_int t40 = (vcc_v8_int)t39;
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t35 * 4UL), t40, t34);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t41 = (long)i;
            c[t41] = b[t41] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
