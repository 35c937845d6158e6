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
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    vcc_v4_long t18;
    vcc_v4_long t19;
    vcc_v4_llong t20;
    vcc_v4_llong t21;
    vcc_v4_llong t22;
    vcc_v4_llong t23;
    vcc_v4_llong t24;
    vcc_v4_llong t25;
    vcc_v4_llong t26;
    vcc_v4_llong t27;
    vcc_v4_long t28;
    vcc_v4_long t29;
    vcc_v4_long t30;
    vcc_v4_long t31;
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    long t37;
    vcc_v4_long t38;
    vcc_v4_long t39;
    vcc_v4_long t40;
    vcc_v4_llong t41;
    vcc_v4_llong t42;
    vcc_v4_long t43;
    long t44;
    int i;
    long t45;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_long, a + t4);
            t9 = vcc_load(vcc_v4_long, a + t5);
            t10 = vcc_load(vcc_v4_long, a + t6);
            t11 = vcc_load(vcc_v4_long, a + t7);
            t12 = vcc_load(vcc_v4_long, b + t4);
            t13 = vcc_load(vcc_v4_long, b + t5);
            t14 = vcc_load(vcc_v4_long, b + t6);
            t15 = vcc_load(vcc_v4_long, b + t7);
            t16 = t8 + t12;
            t17 = t9 + t13;
            t18 = t10 + t14;
            t19 = t11 + t15;
            t20 = (vcc_v4_llong)t16;
            t21 = (vcc_v4_llong)t17;
            t22 = (vcc_v4_llong)t18;
            t23 = (vcc_v4_llong)t19;
            t24 = t20 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            t25 = t21 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            t26 = t22 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            t27 = t23 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            t28 = (vcc_v4_long)t24;
            t29 = (vcc_v4_long)t25;
            t30 = (vcc_v4_long)t26;
            t31 = (vcc_v4_long)t27;
            vcc_store(c + t4, t28);
            vcc_store(c + t5, t29);
            vcc_store(c + t6, t30);
            vcc_store(c + t7, t31);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = 0L;
        for (;;) {
            t37 = (long)(int)((long)t33 + t36);
            t38 = vcc_load(vcc_v4_long, a + t37);
            t39 = vcc_load(vcc_v4_long, b + t37);
            t40 = t38 + t39;
            t41 = (vcc_v4_llong)t40;
            t42 = t41 - (vcc_v4_llong){12345678901LL, 12345678901LL, 12345678901LL, 12345678901LL};
            t43 = (vcc_v4_long)t42;
            vcc_store(c + t37, t43);
            t44 = t36 + 4L;
            if (t44 >= t35) {
                break;
            }
            t36 = t44;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        c[t45] = (long)((long long)(a[t45] + b[t45]) - 12345678901LL);
    }
}

void mulshift_u64(int n, uint64_t *restrict c, const uint64_t *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_ulong t8;
    vcc_v4_ulong t9;
    vcc_v4_ulong t10;
    vcc_v4_ulong t11;
    vcc_v4_ullong t12;
    vcc_v4_ullong t13;
    vcc_v4_ullong t14;
    vcc_v4_ullong t15;
    vcc_v4_ullong t16;
    vcc_v4_ullong t17;
    vcc_v4_ullong t18;
    vcc_v4_ullong t19;
    vcc_v4_ullong t20;
    vcc_v4_ullong t21;
    vcc_v4_ullong t22;
    vcc_v4_ullong t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_ulong t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    vcc_v4_ulong t34;
    vcc_v4_ullong t35;
    vcc_v4_ullong t36;
    vcc_v4_ullong t37;
    vcc_v4_ulong t38;
    long t39;
    int i;
    long t40;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_ulong, a + t4);
            t9 = vcc_load(vcc_v4_ulong, a + t5);
            t10 = vcc_load(vcc_v4_ulong, a + t6);
            t11 = vcc_load(vcc_v4_ulong, a + t7);
            t12 = (vcc_v4_ullong)t8;
            t13 = (vcc_v4_ullong)t9;
            t14 = (vcc_v4_ullong)t10;
            t15 = (vcc_v4_ullong)t11;
            t16 = t12 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            t17 = t13 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            t18 = t14 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            t19 = t15 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            t20 = t16 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            t21 = t17 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            t22 = t18 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            t23 = t19 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            t24 = (vcc_v4_ulong)t20;
            t25 = (vcc_v4_ulong)t21;
            t26 = (vcc_v4_ulong)t22;
            t27 = (vcc_v4_ulong)t23;
            vcc_store(c + t4, t24);
            vcc_store(c + t5, t25);
            vcc_store(c + t6, t26);
            vcc_store(c + t7, t27);
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t29 + t32);
            t34 = vcc_load(vcc_v4_ulong, a + t33);
            t35 = (vcc_v4_ullong)t34;
            t36 = t35 * (vcc_v4_ullong){11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL, 11400714819323198485ULL};
            t37 = t36 >> __builtin_convertvector((vcc_v4_int){7, 7, 7, 7}, vcc_v4_ullong);
            t38 = (vcc_v4_ulong)t37;
            vcc_store(c + t33, t38);
            t39 = t32 + 4L;
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
        t40 = (long)i;
        c[t40] = (unsigned long)(((unsigned long long)a[t40] * 11400714819323198485ULL) >> 7);
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
    int t24;
    long t25;
    long t26;
    long t27;
    long t28;
    vcc_v4_ulong t29;
    vcc_v4_long t30;
    vcc_v4_ulong t31;
    vcc_v4_ulong t32;
    long t33;
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
        t24 = (int)((long)0 + t2);
        t25 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t23, +));
    } else {
        t24 = 0;
        t25 = 0L;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t28 = 0L;
        t29 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t30 = vcc_load(vcc_v4_long, a + (int)((long)t24 + t28));
            t31 = (vcc_v4_ulong)t30;
            t32 = t29 + t31;
            t33 = t28 + 4L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        s = (long)((unsigned long)t25 + vcc_reduce(unsigned long, t32, +));
    } else {
        i = t24;
        s = t25;
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
    int t20;
    unsigned long t21;
    long t22;
    long t23;
    long t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_ulong t27;
    long t28;
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
        t20 = (int)((long)0 + t2);
        t21 = 0UL ^ vcc_reduce(unsigned long, t19, ^);
    } else {
        t20 = 0;
        t21 = 0UL;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        t25 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t26 = vcc_load(vcc_v4_ulong, a + (int)((long)t20 + t24));
            t27 = t25 ^ t26;
            t28 = t24 + 4L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        x = t21 ^ vcc_reduce(unsigned long, t27, ^);
    } else {
        i = t20;
        x = t21;
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
