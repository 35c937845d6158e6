/* vcc: vector types and helpers */
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
void count_down_store(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)n + t3 * -1L);
            t5 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
            t6 = t5 + (vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7};
            t7 = vcc_load(vcc_v8_int, b + (t4 - 1) + -7);
            t8 = __builtin_shufflevector(t7, t7, 7, 6, 5, 4, 3, 2, 1, 0);
            t9 = t8 + t6;
            t10 = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (t4 - 1) + -7, t10);
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)n + t2 * -1L);
    } else {
        i = n;
    }
    for (; i > 0; i--) {
        a[i - 1] = b[i - 1] + i;
    }
}

void while_loop(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_int, b + t4);
            t6 = t5 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t7 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t4, t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    while (i < n) {
        a[i] = b[i] * 3 + 1;
        i++;
    }
}

void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    long t1;
    long t2;
    long t3;
    unsigned int t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    long t9;
    unsigned int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (unsigned int)((long)0U + t3);
            t5 = (vcc_v8_uint){t4, t4, t4, t4, t4, t4, t4, t4};
            t6 = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t7 = vcc_load(vcc_v8_uint, b + t4);
            t8 = t7 + t6;
            vcc_store(a + t4, t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (unsigned int)((long)0U + t2);
    } else {
        i = 0U;
    }
    for (; i < n; i++) {
        a[i] = b[i] + i;
    }
}

void long_from_offset(long lo, long hi, long *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v4_long t5;
    vcc_v4_long t6;
    long t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    long t10;
    vcc_v4_long t11;
    vcc_v4_long t12;
    long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    vcc_v4_long t18;
    vcc_v4_long t19;
    long t20;
    long i;
    t1 = lo * -1L + hi;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = lo + t3;
            t5 = (vcc_v4_long){t4, t4, t4, t4};
            t6 = t5 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t7 = lo + (t3 + 4L);
            t8 = (vcc_v4_long){t7, t7, t7, t7};
            t9 = t8 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t10 = lo + (t3 + 8L);
            t11 = (vcc_v4_long){t10, t10, t10, t10};
            t12 = t11 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t13 = lo + (t3 + 12L);
            t14 = (vcc_v4_long){t13, t13, t13, t13};
            t15 = t14 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t16 = t6 * t6;
            t17 = t9 * t9;
            t18 = t12 * t12;
            t19 = t15 * t15;
            vcc_store(a + t4, t16);
            vcc_store(a + t7, t17);
            vcc_store(a + t10, t18);
            vcc_store(a + t13, t19);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        i = lo + t2;
    } else {
        i = lo;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
