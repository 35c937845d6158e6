/* vcc: vector types and helpers */
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int8 and uint8 element types: arithmetic is done in int (C's promotions) and wraps when
   stored back; the sum is kept in a signed char, so every step wraps. */
void add_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v32_schar t5 = vcc_load(vcc_v32_schar, a + t4);
            vcc_v32_schar t6 = vcc_load(vcc_v32_schar, b + t4);
            vcc_v32_uchar t7 = (vcc_v32_uchar)t5;
            vcc_v32_uchar t8 = (vcc_v32_uchar)t6;
            vcc_v32_uchar t9 = t7 + t8;
            vcc_v32_schar t10 = (vcc_v32_schar)t9;
            vcc_store(c + t4, t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        c[t11] = (signed char)((int)a[t11] + (int)b[t11]);
    }
}

void sub_mul_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, a + t4);
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, b + t4);
            vcc_v32_uchar t7 = t6;
            vcc_v32_uchar t8 = t7 * (vcc_v32_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v32_uchar t9 = t5;
            vcc_v32_uchar t10 = t9 - t8;
            vcc_v32_uchar t11 = t10;
            vcc_store(c + t4, t11);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        c[t12] = (unsigned char)((int)a[t12] - (int)b[t12] * 3);
    }
}

int8_t sum_i8(int n, const int8_t *a) {
    signed char s;
    int t19;
    signed char t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_schar t8 = vcc_load(vcc_v8_schar, a + (int)t1);
            vcc_v8_uchar t9 = t2;
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t12 = t9 + t11;
            t2 = t12;
            vcc_v8_schar t13 = vcc_load(vcc_v8_schar, a + (int)(t1 + 8L));
            vcc_v8_uchar t14 = t3;
            vcc_v8_int t15 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t17 = t14 + t16;
            t3 = t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t18 = t2 + t3;
        t19 = (int)t7;
        t20 = (signed char)(unsigned char)((unsigned char)0 + vcc_reduce(unsigned char, t18, +));
    } else {
        t19 = 0;
        t20 = (signed char)0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_schar t23 = vcc_load(vcc_v8_schar, a + (int)((long)t19 + t4));
            vcc_v8_uchar t24 = t5;
            vcc_v8_int t25 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t26 = __builtin_convertvector(__builtin_convertvector(t25, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t27 = t24 + t26;
            t5 = t27;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        s = (signed char)(unsigned char)((unsigned char)t20 + vcc_reduce(unsigned char, t5, +));
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -128, 256);
        FILL(b, n, -128, 256);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        add_i8(n, c, a, b);
        sub_mul_u8(n, uc, ua, ub);
        printf("n=%d add=%llx submul=%llx sum=%d\n", n, HASH(c, n), HASH(uc, n), sum_i8(n, a));
        free(a), free(b), free(c), free(ua), free(ub), free(uc);
    }
    return 0;
}
