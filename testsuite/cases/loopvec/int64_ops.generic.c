/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_long b_v = vcc_load(vcc_v4_long, b + i_vec);
            vcc_v4_long t3 = a_v + b_v;
            vcc_v4_llong t4 = (vcc_v4_llong)t3;
            vcc_v4_llong t5 = t4 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t6 = (vcc_v4_long)t5;
            vcc_store(c + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + t7);
            vcc_v4_long b_v_1 = vcc_load(vcc_v4_long, b + t7);
            vcc_v4_long t8 = a_v_1 + b_v_1;
            vcc_v4_llong t9 = (vcc_v4_llong)t8;
            vcc_v4_llong t10 = t9 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t11 = (vcc_v4_long)t10;
            vcc_store(c + t7, t11);
            long t12 = i_vec + 8L;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + t12);
            vcc_v4_long b_v_2 = vcc_load(vcc_v4_long, b + t12);
            vcc_v4_long t13 = a_v_2 + b_v_2;
            vcc_v4_llong t14 = (vcc_v4_llong)t13;
            vcc_v4_llong t15 = t14 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t16 = (vcc_v4_long)t15;
            vcc_store(c + t12, t16);
            long t17 = i_vec + 12L;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + t17);
            vcc_v4_long b_v_3 = vcc_load(vcc_v4_long, b + t17);
            vcc_v4_long t18 = a_v_3 + b_v_3;
            vcc_v4_llong t19 = (vcc_v4_llong)t18;
            vcc_v4_llong t20 = t19 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t21 = (vcc_v4_long)t20;
            vcc_store(c + t17, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int64_ops.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + t25);
            vcc_v4_long b_v_4 = vcc_load(vcc_v4_long, b + t25);
            vcc_v4_long t26 = a_v_4 + b_v_4;
            vcc_v4_llong t27 = (vcc_v4_llong)t26;
            vcc_v4_llong t28 = t27 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t29 = (vcc_v4_long)t28;
            vcc_store(c + t25, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        c[t30] = (long)((long long)(a[t30] + b[t30]) - 12345678901LL);
    }
}

void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int64_ops.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ulong a_v = vcc_load(vcc_v4_ulong, a + i_vec);
            vcc_v4_ullong t3 = (vcc_v4_ullong)a_v;
            vcc_v4_ullong t4 = t3 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t5 = t4 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t6 = (vcc_v4_ulong)t5;
            vcc_store(c + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_ulong a_v_1 = vcc_load(vcc_v4_ulong, a + t7);
            vcc_v4_ullong t8 = (vcc_v4_ullong)a_v_1;
            vcc_v4_ullong t9 = t8 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t10 = t9 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t11 = (vcc_v4_ulong)t10;
            vcc_store(c + t7, t11);
            long t12 = i_vec + 8L;
            vcc_v4_ulong a_v_2 = vcc_load(vcc_v4_ulong, a + t12);
            vcc_v4_ullong t13 = (vcc_v4_ullong)a_v_2;
            vcc_v4_ullong t14 = t13 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t15 = t14 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t16 = (vcc_v4_ulong)t15;
            vcc_store(c + t12, t16);
            long t17 = i_vec + 12L;
            vcc_v4_ulong a_v_3 = vcc_load(vcc_v4_ulong, a + t17);
            vcc_v4_ullong t18 = (vcc_v4_ullong)a_v_3;
            vcc_v4_ullong t19 = t18 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t20 = t19 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t21 = (vcc_v4_ulong)t20;
            vcc_store(c + t17, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int64_ops.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v4_ulong a_v_4 = vcc_load(vcc_v4_ulong, a + t25);
            vcc_v4_ullong t26 = (vcc_v4_ullong)a_v_4;
            vcc_v4_ullong t27 = t26 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t28 = t27 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t29 = (vcc_v4_ulong)t28;
            vcc_store(c + t25, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        c[t30] = (unsigned long)(((unsigned long long)a[t30] * 11400714819323198485ULL) >> 7);
    }
}

int64_t sum_i64(int n, const int64_t *a) {
    long s;
    int t10;
    long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at int64_ops.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_ulong t3 = (vcc_v4_ulong)a_v;
            s_v = s_v + t3;
            vcc_v4_long a_v_1 = vcc_load(vcc_v4_long, a + (i_vec + 4L));
            vcc_v4_ulong t4 = (vcc_v4_ulong)a_v_1;
            s_v_1 = s_v_1 + t4;
            vcc_v4_long a_v_2 = vcc_load(vcc_v4_long, a + (i_vec + 8L));
            vcc_v4_ulong t5 = (vcc_v4_ulong)a_v_2;
            s_v_2 = s_v_2 + t5;
            vcc_v4_long a_v_3 = vcc_load(vcc_v4_long, a + (i_vec + 12L));
            vcc_v4_ulong t6 = (vcc_v4_ulong)a_v_3;
            s_v_3 = s_v_3 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t7 = s_v + s_v_1;
        vcc_v4_ulong t8 = t7 + s_v_2;
        vcc_v4_ulong t9 = t8 + s_v_3;
        t10 = (int)t2;
        t11 = (long)vcc_reduce(unsigned long, t9, +);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at int64_ops.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long a_v_4 = vcc_load(vcc_v4_long, a + ((long)t10 + i_vec_1));
            vcc_v4_ulong t14 = (vcc_v4_ulong)a_v_4;
            s_v_4 = s_v_4 + t14;
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (long)((unsigned long)t11 + vcc_reduce(unsigned long, s_v_4, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

uint64_t xor_u64(int n, const uint64_t *a) {
    unsigned long x;
    int t6;
    unsigned long t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong x_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong x_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong x_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong x_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at int64_ops.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ulong a_v = vcc_load(vcc_v4_ulong, a + i_vec);
            x_v = x_v ^ a_v;
            vcc_v4_ulong a_v_1 = vcc_load(vcc_v4_ulong, a + (i_vec + 4L));
            x_v_1 = x_v_1 ^ a_v_1;
            vcc_v4_ulong a_v_2 = vcc_load(vcc_v4_ulong, a + (i_vec + 8L));
            x_v_2 = x_v_2 ^ a_v_2;
            vcc_v4_ulong a_v_3 = vcc_load(vcc_v4_ulong, a + (i_vec + 12L));
            x_v_3 = x_v_3 ^ a_v_3;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t3 = x_v ^ x_v_1;
        vcc_v4_ulong t4 = t3 ^ x_v_2;
        vcc_v4_ulong t5 = t4 ^ x_v_3;
        t6 = (int)t2;
        t7 = 0UL ^ vcc_reduce(unsigned long, t5, ^);
    } else {
        t6 = 0;
        t7 = 0UL;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong x_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at int64_ops.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_ulong a_v_4 = vcc_load(vcc_v4_ulong, a + ((long)t6 + i_vec_1));
            x_v_4 = x_v_4 ^ a_v_4;
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        x = t7 ^ vcc_reduce(unsigned long, x_v_4, ^);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int64_t *a = new_array(n, 8), *b = new_array(n, 8), *c = new_array(n, 8);
        uint64_t *ua = new_array(n, 8), *uc = new_array(n, 8);
        FILL(a, n, -1000000, 2000000);
        FILL(b, n, -1000000, 2000000);
        for (int i = 0; i < n; i++) {
            a[i] *= 4099;
            ua[i] = ((uint64_t)next_rand() << 40) ^ next_rand();
        }
        add_i64(n, c, a, b);
        mulshift_u64(n, uc, ua);
        printf("n=%d add=%llx mulshift=%llx sum=%lld xor=%llx\n", n, HASH(c, n), HASH(uc, n),
               (long long)sum_i64(n, a), (unsigned long long)xor_u64(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
