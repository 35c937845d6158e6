/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:9 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int scale_v = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t3 = b_v * scale_v;
            vcc_store(a + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t4);
            vcc_v8_int scale_v_1 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t5 = b_v_1 * scale_v_1;
            vcc_store(a + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int scale_v_2 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t7 = b_v_2 * scale_v_2;
            vcc_store(a + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int scale_v_3 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t9 = b_v_3 * scale_v_3;
            vcc_store(a + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_int scale_v_4 = vcc_splat(vcc_v8_int, *scale);
            vcc_v8_int t14 = b_v_4 * scale_v_4;
            vcc_store(a + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[t15] * *scale;
    }
}

void scale_by_global(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int factor_v = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t3 = b_v * factor_v;
            vcc_v8_int t4 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int factor_v_1 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t6 = b_v_1 * factor_v_1;
            vcc_v8_int t7 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int factor_v_2 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t9 = b_v_2 * factor_v_2;
            vcc_v8_int t10 = t9 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t11);
            vcc_v8_int factor_v_3 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t12 = b_v_3 * factor_v_3;
            vcc_v8_int t13 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int factor_v_4 = (vcc_v8_int){factor, factor, factor, factor, factor, factor, factor, factor};
            vcc_v8_int t18 = b_v_4 * factor_v_4;
            vcc_v8_int t19 = t18 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * factor + 1;
    }
}

void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float k_v = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t3 = b_v * k_v;
            vcc_v8_float k_v_1 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t4 = t3 + k_v_1;
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float k_v_2 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t6 = b_v_1 * k_v_2;
            vcc_v8_float k_v_3 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t7 = t6 + k_v_3;
            vcc_store(a + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t8);
            vcc_v8_float k_v_4 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t9 = b_v_2 * k_v_4;
            vcc_v8_float k_v_5 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t10 = t9 + k_v_5;
            vcc_store(a + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float k_v_6 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t12 = b_v_3 * k_v_6;
            vcc_v8_float k_v_7 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t13 = t12 + k_v_7;
            vcc_store(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float k_v_8 = vcc_splat(vcc_v8_float, k[0]);
            vcc_v8_float t18 = b_v_4 * k_v_8;
            vcc_v8_float k_v_9 = vcc_splat(vcc_v8_float, k[1]);
            vcc_v8_float t19 = t18 + k_v_9;
            vcc_store(a + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
void store_last(int n, int *restrict out, const int *restrict a) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at invariant.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint t5 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int i_v_2 = (vcc_v8_int)t5;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            vcc_v8_int t6 = a_v + i_v_2;
            *out = t6[7];
            i_vec += 32L;
            i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int t10 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        vcc_v8_uint t11 = (vcc_v8_uint)t10;
        vcc_v8_uint i_v_1 = t11 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_3 = (vcc_v8_int)i_v_1;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + ((long)t7 + i_vec_1));
            vcc_v8_int t12 = a_v_1 + i_v_3;
            *out = t12[7];
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
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
