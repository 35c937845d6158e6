/* vcc: vector types and helpers */
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
void iota3(long n, long *restrict a) {
    long t15;
    long i;
    if (n >= 16L) {
        long t1 = n & -16L;
        vcc_v4_long t2 = (vcc_v4_long){0L, 0L, 0L, 0L};
        vcc_v4_ulong t3 = (vcc_v4_ulong)t2;
        vcc_v4_ulong i_v = t3 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long i_vec = 0L;
        /* vcc: loop at iota.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_long i_v_2 = (vcc_v4_long)i_v;
            vcc_v4_long t4 = i_v_2 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long t5 = t4 - (vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_store(a + i_vec, t5);
            vcc_v4_ulong t6 = i_v + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
            vcc_v4_long i_v_3 = (vcc_v4_long)t6;
            vcc_v4_long t7 = i_v_3 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long t8 = t7 - (vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_store(a + (i_vec + 4L), t8);
            vcc_v4_ulong t9 = i_v + (vcc_v4_ulong){8UL, 8UL, 8UL, 8UL};
            vcc_v4_long i_v_4 = (vcc_v4_long)t9;
            vcc_v4_long t10 = i_v_4 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long t11 = t10 - (vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_store(a + (i_vec + 8L), t11);
            vcc_v4_ulong t12 = i_v + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            vcc_v4_long i_v_5 = (vcc_v4_long)t12;
            vcc_v4_long t13 = i_v_5 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long t14 = t13 - (vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_store(a + (i_vec + 12L), t14);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
        } while (i_vec < t1);
        t15 = t1;
    } else {
        t15 = 0L;
    }
    long t16 = n + t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        vcc_v4_long t18 = (vcc_v4_long){t15, t15, t15, t15};
        vcc_v4_ulong t19 = (vcc_v4_ulong)t18;
        vcc_v4_ulong i_v_1 = t19 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long i_v_6 = (vcc_v4_long)i_v_1;
            vcc_v4_long t20 = i_v_6 * (vcc_v4_long){3L, 3L, 3L, 3L};
            vcc_v4_long t21 = t20 - (vcc_v4_long){7L, 7L, 7L, 7L};
            vcc_store(a + (t15 + i_vec_1), t21);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
        } while (i_vec_1 < t17);
        i = t15 + t17;
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = i * 3L - 7L;
    }
}

int main(void) {
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        long n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at iota.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_store(&a[i_vec], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
            vcc_store(&a[i_vec + 4L], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
            vcc_store(&a[i_vec + 8L], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
            vcc_store(&a[i_vec + 12L], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
            i_vec += 16L;
        } while (i_vec < 992L);
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_store(&a[992L + i_vec_1], ((vcc_v4_long){-1L, -1L, -1L, -1L}));
            i_vec_1 += 4L;
        } while (i_vec_1 < 8L);
        a[1000] = -1L;
        a[1001] = -1L;
        a[1002] = -1L;
        iota3(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1003) {
            check = check * 13L % 1000003L + a[i];
            i++;
        }
        printf("n=%ld check=%ld\n", n, check);
        c++;
    }
    return 0;
}
