/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 sse4.2=9 sse2=9 neon=1 */
#include "harness.h"
#include <limits.h>

/* Signed 32-bit division by a variable (emit sse.rs `vcc_sse_div_epi32`, avx2.rs and avx512.rs
   rows): the quotient computed in double lanes and truncated, exact for every pair C defines.
   Operands include INT_MIN (divided by anything but -1), INT_MAX, +-1, divisors near the
   dividend (quotients just below and above an integer) and small divisors of large dividends.
   A division under a condition that excludes zero divisors, a division by a constant (left to
   the C compiler's reciprocal multiply) and remainders (a - (a / b) * b with the same exact
   quotient: by an array, by a parameter, under a condition) complete the case. */

void div_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:14 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t3 = a_v / b_v;
            vcc_store(q + i_vec, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        q[t4] = a[t4] / b[t4];
    }
}

void div_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:19 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_m8 t3 = (vcc_m8)(b_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_uint t4 = (vcc_v8_uint)a_v;
            vcc_v8_uint t5 = (vcc_v8_uint)(vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_uint t6 = t4 + t5;
            vcc_v8_int t7 = (vcc_v8_int)t6;
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, b_v, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t9 = t7 / t8;
            vcc_store_masked((int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t9, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t11 = b[t10];
        if (t11 != 0) {
            q[t10] = (a[t10] + 7) / t11;
        }
    }
}

void div_const(int n, int *restrict q, const int *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t3 = a_v / (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t4 = a_v / (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            vcc_v8_int t5 = t3 + t4;
            vcc_store(q + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_int t7 = a_v_1 / (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t8 = a_v_1 / (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            vcc_v8_int t9 = t7 + t8;
            vcc_store(q + t6, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t13);
            vcc_v8_int t14 = a_v_2 / (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t15 = a_v_2 / (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            vcc_v8_int t16 = t14 + t15;
            vcc_store(q + t13, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = a[t17];
        q[t17] = t18 / 7 + t18 / -3;
    }
}

void rem_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t3 = a_v % b_v;
            vcc_store(q + i_vec, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        q[t4] = a[t4] % b[t4];
    }
}

void rem_uniform(int n, int m, int *restrict q, const int *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int m_v = (vcc_v8_int){m, m, m, m, m, m, m, m};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at int_div.c:35 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t5 = a_v % m_v;
            vcc_v8_int t6 = i_v_1 % m_v;
            vcc_v8_int t7 = t5 ^ t6;
            vcc_store(q + i_vec, t7);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        q[t8] = (a[t8] % m) ^ (i % m);
    }
}

void rem_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:40 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_m8 t3 = (vcc_m8)(b_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int q_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_int a_v = vcc_load_masked(vcc_v8_int, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_int t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, b_v, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t5 = a_v % t4;
            vcc_v8_uint t6 = (vcc_v8_uint)q_v;
            vcc_v8_uint t7 = (vcc_v8_uint)t5;
            vcc_v8_uint t8 = t6 - t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_store_masked((int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t9, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t11 = b[t10];
        if (t11 != 0) {
            int *t12 = q + t10;
            *t12 = *t12 - a[t10] % t11;
        }
    }
}

/* Unsigned: the operands offset into the signed range, the quotient truncated from [0, 2^32). */
void udiv_var(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:47 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_uint b_v = vcc_load(vcc_v8_uint, b + i_vec);
            vcc_v8_uint t3 = a_v / b_v;
            vcc_store(q + i_vec, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        q[t4] = a[t4] / b[t4];
    }
}

void urem_var(int n, unsigned *restrict q, const unsigned *restrict a, unsigned m) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_uint m_v = (vcc_v8_uint){m, m, m, m, m, m, m, m};
        vcc_v8_uint t3 = m_v | (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        long i_vec = 0L;
        /* vcc: loop at int_div.c:52 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_uint t4 = a_v % m_v;
            vcc_v8_uint t5 = a_v / t3;
            vcc_v8_uint t6 = t4 + t5;
            vcc_store(q + i_vec, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        unsigned int t8 = a[t7];
        q[t7] = t8 % m + t8 / (m | 1U);
    }
}

void udiv_cond(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:57 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint b_v = vcc_load(vcc_v8_uint, b + i_vec);
            vcc_m8 t3 = (vcc_m8)(b_v != (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U});
            vcc_v8_uint q_v = vcc_load_masked(vcc_v8_uint, (unsigned int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_uint a_v = vcc_load_masked(vcc_v8_uint, (const unsigned int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            vcc_v8_uint t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, b_v, ((vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U}));
            vcc_v8_uint t5 = a_v / t4;
            vcc_v8_uint t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, b_v, ((vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U}));
            vcc_v8_uint t7 = a_v % t6;
            vcc_v8_uint t8 = t5 ^ t7;
            vcc_v8_uint t9 = q_v + t8;
            vcc_store_masked((unsigned int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t9, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        unsigned int t11 = b[t10];
        if (t11 != 0U) {
            unsigned int *t12 = q + t10;
            unsigned int t13 = a[t10];
            *t12 = *t12 + ((t13 / t11) ^ (t13 % t11));
        }
    }
}

static unsigned pick_unsigned(int k) {
    switch (k % 9) {
    case 0: return 0xffffffffu;
    case 1: return 0x80000000u;
    case 2: return 0x7fffffffu;
    case 3: return 0x80000000u + (unsigned)(next_rand() % 1000);
    case 4: return (unsigned)(next_rand() % 100);
    case 5: return 0xffffffffu - (unsigned)(next_rand() % 1000);
    default: return (unsigned)next_rand() * 2654435761u;
    }
}

static unsigned pick_udivisor(int k, unsigned a) {
    switch (k % 8) {
    case 0: return 1;
    case 1: return a > 1 ? a - 1 : 2;
    case 2: return a < 0xffffffffu ? a + 1 : 3;
    case 3: return a ? a : 7;
    case 4: return (unsigned)(next_rand() % 9) + 2;
    case 5: return 0x80000000u | (unsigned)(next_rand() % 5);
    case 6: return 0xffffffffu;
    default: { unsigned d = (unsigned)next_rand() * 40503u; return d ? d : 5; }
    }
}

static int pick_dividend(int k) {
    switch (k % 8) {
    case 0: return INT_MIN;
    case 1: return INT_MAX;
    case 2: return INT_MAX - (int)(next_rand() % 1000);
    case 3: return -(int)(next_rand() % 2000000000);
    case 4: return (int)(next_rand() % 100) - 50;
    default: return (int)next_rand();
    }
}

static int pick_divisor(int k, int a) {
    switch (k % 7) {
    case 0: return a == INT_MIN ? 1 : -1;
    case 1: return 1;
    case 2: return a == INT_MIN || a == 0 ? 3 : a - (a > 0 ? 1 : -1) + (a == 1 || a == -1 ? 2 * a : 0);
    case 3: return a == INT_MIN || a == INT_MAX ? 2 : a + (a >= 0 ? 1 : -1);
    case 4: return (int)(next_rand() % 9) + 2;
    case 5: return -(int)(next_rand() % 100000) - 1;
    default: { int d = (int)next_rand(); return d == 0 || (a == INT_MIN && d == -1) ? 5 : d; }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int)), *q = new_array(n, sizeof(int));
        int *c = new_array(n, sizeof(int));
        for (int i = 0; i < n; i++) {
            a[i] = pick_dividend(i + n);
            b[i] = pick_divisor(i * 3 + n, a[i]);
            c[i] = i % 5 == 2 ? 0 : b[i];
            if (a[i] > INT_MAX - 7)
                a[i] = INT_MAX - 7;
        }
        div_var(n, q, a, b);
        printf("n=%d var=%llx", n, HASH(q, n));
        FILL(q, n, 0, 3);
        div_cond(n, q, a, c);
        printf(" cond=%llx", HASH(q, n));
        div_const(n, q, a);
        printf(" const=%llx", HASH(q, n));
        rem_var(n, q, a, b);
        printf(" rem=%llx", HASH(q, n));
        static const int moduli[] = {13, -7, 1, INT_MAX, INT_MIN};
        for (int k = 0; k < 5; k++) {
            rem_uniform(n, moduli[k], q, a);
            printf(" %d:%llx", moduli[k], HASH(q, n));
        }
        FILL(q, n, 0, 3);
        rem_cond(n, q, a, c);
        printf(" remcond=%llx", HASH(q, n));
        unsigned *ua = new_array(n, sizeof(unsigned)), *ub = new_array(n, sizeof(unsigned));
        unsigned *uq = new_array(n, sizeof(unsigned)), *uc = new_array(n, sizeof(unsigned));
        for (int i = 0; i < n; i++) {
            ua[i] = pick_unsigned(i + n);
            ub[i] = pick_udivisor(i * 5 + n, ua[i]);
            uc[i] = i % 4 == 1 ? 0 : ub[i];
        }
        udiv_var(n, uq, ua, ub);
        printf(" udiv=%llx", HASH(uq, n));
        static const unsigned umoduli[] = {1u, 10u, 0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu};
        for (int k = 0; k < 6; k++) {
            urem_var(n, uq, ua, umoduli[k]);
            printf(" %x:%llx", umoduli[k], HASH(uq, n));
        }
        FILL(uq, n, 0, 3);
        udiv_cond(n, uq, ua, uc);
        printf(" udivcond=%llx\n", HASH(uq, n));
        free(ua), free(ub), free(uq), free(uc);
        free(a), free(b), free(q), free(c);
    }
    return 0;
}
