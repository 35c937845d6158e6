/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=0 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
void iota3(long n, long *restrict a) {
    for (long i = 0; i < n; i++)
        a[i] = i * 3 - 7;
}

int main(void) {
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        long n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at iota.c:15 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vst1q_s64(&a[i_vec], vdupq_n_s64(-1LL));
            vst1q_s64(&a[i_vec + 2L], vdupq_n_s64(-1LL));
            vst1q_s64(&a[i_vec + 4L], vdupq_n_s64(-1LL));
            vst1q_s64(&a[i_vec + 6L], vdupq_n_s64(-1LL));
            i_vec += 8L;
        } while (i_vec < 1000L);
        long i_vec_1 = 0L;
        /* vcc: loop at iota.c:15 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vst1q_s64(&a[1000L + i_vec_1], vdupq_n_s64(-1LL));
            i_vec_1 += 2L;
        } while (i_vec_1 < 2L);
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
