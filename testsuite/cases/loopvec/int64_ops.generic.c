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
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v4_long t6;
    vcc_v4_long t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_llong t12;
    vcc_v4_llong t13;
    vcc_v4_llong t14;
    vcc_v4_llong t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    long t18;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_long, a + t4);
            t7 = vcc_load(vcc_v4_long, a + t5);
            t8 = vcc_load(vcc_v4_long, b + t4);
            t9 = vcc_load(vcc_v4_long, b + t5);
            t10 = t6 + t8;
            t11 = t7 + t9;
            t12 = (vcc_v4_llong)t10;
            t13 = (vcc_v4_llong)t11;
            t14 = t12 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            t15 = t13 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            t16 = (vcc_v4_long)t14;
            t17 = (vcc_v4_long)t15;
            vcc_store(c + t4, t16);
            vcc_store(c + t5, t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (long)((long long)(a[i] + b[i]) - 12345678901LL);
    }
}

void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v4_ulong t6;
    vcc_v4_ulong t7;
    vcc_v4_ullong t8;
    vcc_v4_ullong t9;
    vcc_v4_ullong t10;
    vcc_v4_ullong t11;
    vcc_v4_ullong t12;
    vcc_v4_ullong t13;
    vcc_v4_ulong t14;
    vcc_v4_ulong t15;
    long t16;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_ulong, a + t4);
            t7 = vcc_load(vcc_v4_ulong, a + t5);
            t8 = (vcc_v4_ullong)t6;
            t9 = (vcc_v4_ullong)t7;
            t10 = t8 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            t11 = t9 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            t12 = t10 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            t13 = t11 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            t14 = (vcc_v4_ulong)t12;
            t15 = (vcc_v4_ulong)t13;
            vcc_store(c + t4, t14);
            vcc_store(c + t5, t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (unsigned long)(((unsigned long long)a[i] * 11400714819323198485ULL) >> 7);
    }
}

int64_t sum_i64(int n, const int64_t *a) {
    long s;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
    vcc_v4_ulong t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_ulong t12;
    vcc_v4_ulong t13;
    vcc_v4_ulong t14;
    vcc_v4_ulong t15;
    vcc_v4_ulong t16;
    vcc_v4_ulong t17;
    vcc_v4_ulong t18;
    vcc_v4_ulong t19;
    long t20;
    vcc_v4_ulong t21;
    vcc_v4_ulong t22;
    vcc_v4_ulong t23;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t8 = vcc_load(vcc_v4_long, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v4_long, a + (int)((long)0 + (t3 + 4L)));
            t10 = vcc_load(vcc_v4_long, a + (int)((long)0 + (t3 + 8L)));
            t11 = vcc_load(vcc_v4_long, a + (int)((long)0 + (t3 + 12L)));
            t12 = (vcc_v4_ulong)t8;
            t13 = t4 + t12;
            t14 = (vcc_v4_ulong)t9;
            t15 = t5 + t14;
            t16 = (vcc_v4_ulong)t10;
            t17 = t6 + t16;
            t18 = (vcc_v4_ulong)t11;
            t19 = t7 + t18;
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t13;
            t5 = t15;
            t6 = t17;
            t7 = t19;
        }
        t21 = t13 + t15;
        t22 = t21 + t17;
        t23 = t22 + t19;
        i = (int)((long)0 + t2);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, t23, +));
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

uint64_t xor_u64(int n, const uint64_t *a) {
    unsigned long x;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
    vcc_v4_ulong t7;
    vcc_v4_ulong t8;
    vcc_v4_ulong t9;
    vcc_v4_ulong t10;
    vcc_v4_ulong t11;
    vcc_v4_ulong t12;
    vcc_v4_ulong t13;
    vcc_v4_ulong t14;
    vcc_v4_ulong t15;
    long t16;
    vcc_v4_ulong t17;
    vcc_v4_ulong t18;
    vcc_v4_ulong t19;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t8 = vcc_load(vcc_v4_ulong, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v4_ulong, a + (int)((long)0 + (t3 + 4L)));
            t10 = vcc_load(vcc_v4_ulong, a + (int)((long)0 + (t3 + 8L)));
            t11 = vcc_load(vcc_v4_ulong, a + (int)((long)0 + (t3 + 12L)));
            t12 = t4 ^ t8;
            t13 = t5 ^ t9;
            t14 = t6 ^ t10;
            t15 = t7 ^ t11;
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = t12 ^ t13;
        t18 = t17 ^ t14;
        t19 = t18 ^ t15;
        i = (int)((long)0 + t2);
        x = 0UL ^ vcc_reduce(unsigned long, t19, ^);
    } else {
        i = 0;
        x = 0UL;
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
