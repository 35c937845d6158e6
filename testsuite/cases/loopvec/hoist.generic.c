/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant vectors computed once in vector.ph: operations on values from before the loop
   and constants (a division of constants, an integer division by a parameter, a narrowed shift
   of a uint8 parameter); under a condition a division stays in the loop, masked. */

void third(int n, double *restrict b, const double *restrict a) {
    int t18;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v4_double t5 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v4_double t7 = vcc_load(vcc_v4_double, a + t6);
            vcc_v4_double t8 = t7 * t5;
            vcc_store(b + t6, t8);
            long t9 = (long)(int)(t1 + 4L);
            vcc_v4_double t10 = vcc_load(vcc_v4_double, a + t9);
            vcc_v4_double t11 = t10 * t5;
            vcc_store(b + t9, t11);
            long t12 = (long)(int)(t1 + 8L);
            vcc_v4_double t13 = vcc_load(vcc_v4_double, a + t12);
            vcc_v4_double t14 = t13 * t5;
            vcc_store(b + t12, t14);
            long t15 = (long)(int)(t1 + 12L);
            vcc_v4_double t16 = vcc_load(vcc_v4_double, a + t15);
            vcc_v4_double t17 = t16 * t5;
            vcc_store(b + t15, t17);
            t1 += 16L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        vcc_v4_double t21 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            vcc_v4_double t23 = vcc_load(vcc_v4_double, a + t22);
            vcc_v4_double t24 = t23 * t21;
            vcc_store(b + t22, t24);
            t2 += 4L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        b[t25] = a[t25] * (1.0 / 3.0);
    }
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_int t5 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t6 = (vcc_v8_int){d, d, d, d, d, d, d, d};
        vcc_v8_int t7 = t5 / t6;
        long t1 = 0L;
        do {
            long t8 = (long)(int)t1;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + t8);
            vcc_v8_int t10 = t9 + t7;
            vcc_store(c + t8, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_int t13 = t12 + t7;
            vcc_store(c + t11, t13);
            long t14 = (long)(int)(t1 + 16L);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + t14);
            vcc_v8_int t16 = t15 + t7;
            vcc_store(c + t14, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_int t19 = t18 + t7;
            vcc_store(c + t17, t19);
            t1 += 32L;
        } while (t1 < t4);
        t20 = (int)t4;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        vcc_v8_int t23 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t24 = (vcc_v8_int){d, d, d, d, d, d, d, d};
        vcc_v8_int t25 = t23 / t24;
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t20 + t2);
            vcc_v8_int t27 = vcc_load(vcc_v8_int, a + t26);
            vcc_v8_int t28 = t27 + t25;
            vcc_store(c + t26, t28);
            t2 += 8L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = a[t29] + k / d;
    }
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        vcc_v8_int t4 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t5 = (vcc_v8_int){d, d, d, d, d, d, d, d};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, a + t6);
            vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000});
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t5, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t10 = t4 / t9;
            vcc_store_masked((int *)((unsigned long)c + (unsigned long)t6 * 4UL), t10, t8);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        if (a[t11] > 1000) {
            c[t11] = k / d;
        }
    }
}

void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
    int t18;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v16_uchar t5 = (vcc_v16_uchar){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        vcc_v16_uchar t6 = t5;
        vcc_v16_uchar t7 = t6 >> (vcc_v16_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
        long t1 = 0L;
        do {
            long t8 = (long)(int)t1;
            vcc_v16_uchar t9 = vcc_load(vcc_v16_uchar, a + t8);
            vcc_v16_uchar t10 = t9;
            vcc_v16_uchar t11 = t10 + t7;
            vcc_v16_uchar t12 = t11;
            vcc_store(c + t8, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v16_uchar t14 = vcc_load(vcc_v16_uchar, a + t13);
            vcc_v16_uchar t15 = t14;
            vcc_v16_uchar t16 = t15 + t7;
            vcc_v16_uchar t17 = t16;
            vcc_store(c + t13, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        vcc_v16_uchar t21 = (vcc_v16_uchar){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        vcc_v16_uchar t22 = t21;
        vcc_v16_uchar t23 = t22 >> (vcc_v16_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t18 + t2);
            vcc_v16_uchar t25 = vcc_load(vcc_v16_uchar, a + t24);
            vcc_v16_uchar t26 = t25;
            vcc_v16_uchar t27 = t26 + t23;
            vcc_v16_uchar t28 = t27;
            vcc_store(c + t24, t28);
            t2 += 16L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = (unsigned char)((int)a[t29] + ((int)key >> 1));
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
