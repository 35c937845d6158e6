/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int64 and uint64: add, multiply and shift, and a 64-bit sum and xor. */
void add_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b) {
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_long t6 = vcc_load(vcc_v4_long, a + t5);
            vcc_v4_long t7 = vcc_load(vcc_v4_long, b + t5);
            vcc_v4_long t8 = t6 + t7;
            vcc_v4_llong t9 = (vcc_v4_llong)t8;
            vcc_v4_llong t10 = t9 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t11 = (vcc_v4_long)t10;
            vcc_store(c + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            vcc_v4_long t13 = vcc_load(vcc_v4_long, a + t12);
            vcc_v4_long t14 = vcc_load(vcc_v4_long, b + t12);
            vcc_v4_long t15 = t13 + t14;
            vcc_v4_llong t16 = (vcc_v4_llong)t15;
            vcc_v4_llong t17 = t16 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t18 = (vcc_v4_long)t17;
            vcc_store(c + t12, t18);
            long t19 = (long)(int)(t1 + 8L);
            vcc_v4_long t20 = vcc_load(vcc_v4_long, a + t19);
            vcc_v4_long t21 = vcc_load(vcc_v4_long, b + t19);
            vcc_v4_long t22 = t20 + t21;
            vcc_v4_llong t23 = (vcc_v4_llong)t22;
            vcc_v4_llong t24 = t23 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t25 = (vcc_v4_long)t24;
            vcc_store(c + t19, t25);
            long t26 = (long)(int)(t1 + 12L);
            vcc_v4_long t27 = vcc_load(vcc_v4_long, a + t26);
            vcc_v4_long t28 = vcc_load(vcc_v4_long, b + t26);
            vcc_v4_long t29 = t27 + t28;
            vcc_v4_llong t30 = (vcc_v4_llong)t29;
            vcc_v4_llong t31 = t30 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t32 = (vcc_v4_long)t31;
            vcc_store(c + t26, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            vcc_v4_long t37 = vcc_load(vcc_v4_long, a + t36);
            vcc_v4_long t38 = vcc_load(vcc_v4_long, b + t36);
            vcc_v4_long t39 = t37 + t38;
            vcc_v4_llong t40 = (vcc_v4_llong)t39;
            vcc_v4_llong t41 = t40 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            vcc_v4_long t42 = (vcc_v4_long)t41;
            vcc_store(c + t36, t42);
            t2 += 4L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        c[t43] = (long)((long long)(a[t43] + b[t43]) - 12345678901LL);
    }
}

void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_ulong t6 = vcc_load(vcc_v4_ulong, a + t5);
            vcc_v4_ullong t7 = (vcc_v4_ullong)t6;
            vcc_v4_ullong t8 = t7 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t9 = t8 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t10 = (vcc_v4_ulong)t9;
            vcc_store(c + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_ulong t12 = vcc_load(vcc_v4_ulong, a + t11);
            vcc_v4_ullong t13 = (vcc_v4_ullong)t12;
            vcc_v4_ullong t14 = t13 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t15 = t14 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t16 = (vcc_v4_ulong)t15;
            vcc_store(c + t11, t16);
            long t17 = (long)(int)(t1 + 8L);
            vcc_v4_ulong t18 = vcc_load(vcc_v4_ulong, a + t17);
            vcc_v4_ullong t19 = (vcc_v4_ullong)t18;
            vcc_v4_ullong t20 = t19 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t21 = t20 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t22 = (vcc_v4_ulong)t21;
            vcc_store(c + t17, t22);
            long t23 = (long)(int)(t1 + 12L);
            vcc_v4_ulong t24 = vcc_load(vcc_v4_ulong, a + t23);
            vcc_v4_ullong t25 = (vcc_v4_ullong)t24;
            vcc_v4_ullong t26 = t25 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t27 = t26 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t28 = (vcc_v4_ulong)t27;
            vcc_store(c + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v4_ulong t33 = vcc_load(vcc_v4_ulong, a + t32);
            vcc_v4_ullong t34 = (vcc_v4_ullong)t33;
            vcc_v4_ullong t35 = t34 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            vcc_v4_ullong t36 = t35 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            vcc_v4_ulong t37 = (vcc_v4_ulong)t36;
            vcc_store(c + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        c[t38] = (unsigned long)(((unsigned long long)a[t38] * 11400714819323198485ULL) >> 7);
    }
}

int64_t sum_i64(int n, const int64_t *a) {
    long s;
    int t21;
    long t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_long t10 = vcc_load(vcc_v4_long, a + (int)t1);
            vcc_v4_ulong t11 = (vcc_v4_ulong)t10;
            t2 = t2 + t11;
            vcc_v4_long t12 = vcc_load(vcc_v4_long, a + (int)(t1 + 4L));
            vcc_v4_ulong t13 = (vcc_v4_ulong)t12;
            t3 = t3 + t13;
            vcc_v4_long t14 = vcc_load(vcc_v4_long, a + (int)(t1 + 8L));
            vcc_v4_ulong t15 = (vcc_v4_ulong)t14;
            t4 = t4 + t15;
            vcc_v4_long t16 = vcc_load(vcc_v4_long, a + (int)(t1 + 12L));
            vcc_v4_ulong t17 = (vcc_v4_ulong)t16;
            t5 = t5 + t17;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t18 = t2 + t3;
        vcc_v4_ulong t19 = t18 + t4;
        vcc_v4_ulong t20 = t19 + t5;
        t21 = (int)t9;
        t22 = (long)vcc_reduce(unsigned long, t20, +);
    } else {
        t21 = 0;
        t22 = 0L;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_long t25 = vcc_load(vcc_v4_long, a + (int)((long)t21 + t6));
            vcc_v4_ulong t26 = (vcc_v4_ulong)t25;
            t7 = t7 + t26;
            t6 += 4L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = (long)((unsigned long)t22 + vcc_reduce(unsigned long, t7, +));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

uint64_t xor_u64(int n, const uint64_t *a) {
    unsigned long x;
    int t17;
    unsigned long t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_ulong t2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_ulong t10 = vcc_load(vcc_v4_ulong, a + (int)t1);
            t2 = t2 ^ t10;
            vcc_v4_ulong t11 = vcc_load(vcc_v4_ulong, a + (int)(t1 + 4L));
            t3 = t3 ^ t11;
            vcc_v4_ulong t12 = vcc_load(vcc_v4_ulong, a + (int)(t1 + 8L));
            t4 = t4 ^ t12;
            vcc_v4_ulong t13 = vcc_load(vcc_v4_ulong, a + (int)(t1 + 12L));
            t5 = t5 ^ t13;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_ulong t14 = t2 ^ t3;
        vcc_v4_ulong t15 = t14 ^ t4;
        vcc_v4_ulong t16 = t15 ^ t5;
        t17 = (int)t9;
        t18 = 0UL ^ vcc_reduce(unsigned long, t16, ^);
    } else {
        t17 = 0;
        t18 = 0UL;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            vcc_v4_ulong t21 = vcc_load(vcc_v4_ulong, a + (int)((long)t17 + t6));
            t7 = t7 ^ t21;
            t6 += 4L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        x = t18 ^ vcc_reduce(unsigned long, t7, ^);
    } else {
        i = t17;
        x = t18;
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
