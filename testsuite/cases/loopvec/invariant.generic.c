/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t8 = t6 * t7;
            vcc_store(a + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, b + t9);
            vcc_v8_int t11 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t12 = t10 * t11;
            vcc_store(a + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_int t15 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t16 = t14 * t15;
            vcc_store(a + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int t19 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t20 = t18 * t19;
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
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, b + t24);
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t27 = t25 * t26;
            vcc_store(a + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = b[t28] * *scale;
    }
}

void scale_by_global(int n, int *restrict a, const int *restrict b) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t7 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t8 = t6 * t7;
            vcc_v8_int t9 = t8 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t10);
            vcc_v8_int t12 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t13 = t11 * t12;
            vcc_v8_int t14 = t13 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t15);
            vcc_v8_int t17 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t18 = t16 * t17;
            vcc_v8_int t19 = t18 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, b + t20);
            vcc_v8_int t22 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t23 = t21 * t22;
            vcc_v8_int t24 = t23 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_int t29 = vcc_load(vcc_v8_int, b + t28);
            vcc_v8_int t30 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t31 = t29 * t30;
            vcc_v8_int t32 = t31 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        a[t33] = b[t33] * factor + 1;
    }
}

void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t7 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t8 = t6 * t7;
            vcc_v8_float t9 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t10 = t8 + t9;
            vcc_store(a + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t13 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t14 = t12 * t13;
            vcc_v8_float t15 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t16 = t14 + t15;
            vcc_store(a + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t19 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t20 = t18 * t19;
            vcc_v8_float t21 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t22 = t20 + t21;
            vcc_store(a + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, b + t23);
            vcc_v8_float t25 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t26 = t24 * t25;
            vcc_v8_float t27 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t28 = t26 + t27;
            vcc_store(a + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, b + t32);
            vcc_v8_float t34 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t35 = t33 * t34;
            vcc_v8_float t36 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t37 = t35 + t36;
            vcc_store(a + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = b[t38] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
void store_last(int n, int *restrict out, const int *restrict a) {
    int t13;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_uint t9 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int t10 = (vcc_v8_int)t9;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t2 + 24L));
            vcc_v8_int t12 = t11 + t10;
            *out = t12[7];
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t6);
        t13 = (int)t6;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        vcc_v8_int t16 = (vcc_v8_int){t13, t13, t13, t13, t13, t13, t13, t13};
        vcc_v8_uint t17 = (vcc_v8_uint)t16;
        vcc_v8_uint t3 = t17 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            vcc_v8_int t18 = (vcc_v8_int)t3;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, a + (int)((long)t13 + t4));
            vcc_v8_int t20 = t19 + t18;
            *out = t20[7];
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        *out = a[i] + i;
    }
}

void accumulate(int n, long *restrict total, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *total += a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int scale = n - 20;
        float table[2] = {0.5f, -3.0f};
        FILL(b, n, -10000, 20000);
        FILL(fb, n, -10000, 20000);
        scale_by_ptr(n, a, b, &scale);
        unsigned long long h1 = HASH(a, n);
        factor = n % 5 - 2;
        scale_by_global(n, a, b);
        add_table(n, fa, fb, table);
        int last = -7;
        long total = 5;
        store_last(n, &last, b);
        accumulate(n, &total, b);
        printf("n=%d ptr=%llx global=%llx table=%llx last=%d total=%ld\n", n, h1, HASH(a, n), HASH(fa, n), last, total);
        free(a), free(b), free(fa), free(fb);
    }
    return 0;
}
