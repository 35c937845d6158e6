/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=4 neon=3 */
#include "harness.h"

/* Loop-invariant vectors computed once in vector.ph: operations on values from before the loop
   and constants (a division of constants, an integer division by a parameter, a narrowed shift
   of a uint8 parameter); under a condition a division stays in the loop, masked. */

void third(int n, double *restrict b, const double *restrict a) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_double t3 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        long i_vec = 0L;
        /* vcc: loop at hoist.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t4 = a_v * t3;
            vcc_store(b + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t6 = a_v_1 * t3;
            vcc_store(b + t5, t6);
            long t7 = i_vec + 8L;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t7);
            vcc_v4_double t8 = a_v_2 * t3;
            vcc_store(b + t7, t8);
            long t9 = i_vec + 12L;
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + t9);
            vcc_v4_double t10 = a_v_3 * t3;
            vcc_store(b + t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        vcc_v4_double t14 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + t15);
            vcc_v4_double t16 = a_v_4 * t14;
            vcc_store(b + t15, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        b[t17] = a[t17] * (1.0 / 3.0);
    }
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int d_v = (vcc_v8_int){d, d, d, d, d, d, d, d};
        vcc_v8_int t3 = k_v / d_v;
        long i_vec = 0L;
        /* vcc: loop at hoist.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t4 = a_v + t3;
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_int t6 = a_v_1 + t3;
            vcc_store(c + t5, t6);
            long t7 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t7);
            vcc_v8_int t8 = a_v_2 + t3;
            vcc_store(c + t7, t8);
            long t9 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t9);
            vcc_v8_int t10 = a_v_3 + t3;
            vcc_store(c + t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int d_v_1 = (vcc_v8_int){d, d, d, d, d, d, d, d};
        vcc_v8_int t14 = k_v_1 / d_v_1;
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t15);
            vcc_v8_int t16 = a_v_4 + t14;
            vcc_store(c + t15, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        c[t17] = a[t17] + k / d;
    }
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int d_v = (vcc_v8_int){d, d, d, d, d, d, d, d};
        long i_vec = 0L;
        /* vcc: loop at hoist.c:21 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t3 = (vcc_m8)(a_v > (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, d_v, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t5 = k_v / t4;
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t5, t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        if (a[t6] > 1000) {
            c[t6] = k / d;
        }
    }
}

void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v16_uchar key_v = (vcc_v16_uchar){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        vcc_v16_uchar t3 = key_v >> (vcc_v16_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
        long i_vec = 0L;
        /* vcc: loop at hoist.c:27 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uchar a_v = vcc_load(vcc_v16_uchar, a + i_vec);
            vcc_v16_uchar t4 = a_v + t3;
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 16L;
            vcc_v16_uchar a_v_1 = vcc_load(vcc_v16_uchar, a + t5);
            vcc_v16_uchar t6 = a_v_1 + t3;
            vcc_store(c + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        vcc_v16_uchar key_v_1 = (vcc_v16_uchar){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        vcc_v16_uchar t10 = key_v_1 >> (vcc_v16_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t7 + i_vec_1;
            vcc_v16_uchar a_v_2 = vcc_load(vcc_v16_uchar, a + t11);
            vcc_v16_uchar t12 = a_v_2 + t10;
            vcc_store(c + t11, t12);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        c[t13] = (unsigned char)((int)a[t13] + ((int)key >> 1));
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *a = new_array(n, sizeof(double)), *b = new_array(n, sizeof(double));
        int *ia = new_array(n, sizeof(int)), *ic = new_array(n, sizeof(int));
        uint8_t *ua = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -1000, 2000);
        FILL(ia, n, -1000, 2001);
        FILL(ua, n, 0, 256);
        if (n > 0) ua[0] = 255;
        third(n, b, a);
        printf("n=%d third=%llx", n, HASH(b, n));
        add_quot(n, ic, ia, -2147483647 - 1, n ? -7 : 0);
        printf(" quot=%llx", HASH(ic, n));
        cond_quot(n, ic, ia, 12345, 0);
        printf(" cond=%llx", HASH(ic, n));
        add_half_key(n, uc, ua, 255);
        printf(" key=%llx\n", HASH(uc, n));
        free(a), free(b), free(ia), free(ic), free(ua), free(uc);
    }
    return 0;
}
