/* vcc: vector types and helpers */
typedef long vcc_v4_long __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
void iota3(long n, long *restrict a) {
    long t1;
    long t2;
    long t3;
    vcc_v4_long t4;
    vcc_v4_long t5;
    long t6;
    vcc_v4_long t7;
    vcc_v4_long t8;
    long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    vcc_v4_long t18;
    vcc_v4_long t19;
    vcc_v4_long t20;
    vcc_v4_long t21;
    vcc_v4_long t22;
    long t23;
    long i;
    if (n >= 16L) {
        t1 = n & -16L;
        t2 = 0L;
        for (;;) {
            t3 = 0L + t2;
            t4 = (vcc_v4_long){t3, t3, t3, t3};
            t5 = t4 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t6 = 0L + (t2 + 4L);
            t7 = (vcc_v4_long){t6, t6, t6, t6};
            t8 = t7 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t9 = 0L + (t2 + 8L);
            t10 = (vcc_v4_long){t9, t9, t9, t9};
            t11 = t10 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t12 = 0L + (t2 + 12L);
            t13 = (vcc_v4_long){t12, t12, t12, t12};
            t14 = t13 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t15 = t5 * (vcc_v4_long){3L, 3L, 3L, 3L};
            t16 = t8 * (vcc_v4_long){3L, 3L, 3L, 3L};
            t17 = t11 * (vcc_v4_long){3L, 3L, 3L, 3L};
            t18 = t14 * (vcc_v4_long){3L, 3L, 3L, 3L};
            t19 = t15 - (vcc_v4_long){7L, 7L, 7L, 7L};
            t20 = t16 - (vcc_v4_long){7L, 7L, 7L, 7L};
            t21 = t17 - (vcc_v4_long){7L, 7L, 7L, 7L};
            t22 = t18 - (vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_store(a + t3, t19);
            vcc_store(a + t6, t20);
            vcc_store(a + t9, t21);
            vcc_store(a + t12, t22);
            t23 = t2 + 16L;
            if (t23 >= t1) {
                break;
            }
            t2 = t23;
        }
        i = 0L + t1;
    } else {
        i = 0L;
    }
    for (; i < n; i++) {
        a[i] = i * 3L - 7L;
    }
}

int main(void) {
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    long check;
    unsigned int c;
    long n;
    long t1;
    long t2;
    long t3;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t1 = 1003L & -16L;
            t2 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)0 + t2)], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
                vcc_store(&a[(int)((long)0 + (t2 + 4L))], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
                vcc_store(&a[(int)((long)0 + (t2 + 8L))], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
                vcc_store(&a[(int)((long)0 + (t2 + 12L))], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
                t3 = t2 + 16L;
                if (t3 >= t1) {
                    break;
                }
                t2 = t3;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
        }
        for (; i < 1003; i++) {
            a[i] = -1L;
        }
        iota3(n, a);
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 13L % 1000003L + a[i_1];
        }
        printf("n=%ld check=%ld\n", n, check);
    }
    return 0;
}
