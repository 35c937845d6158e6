/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Loops unrolled by hand, rolled back up (transform/reroll.rs) and then vectorized as plain
   consecutive loops; the remarks say "loop rerolled". The last kernels must stay as they are:
   their copies differ, or copy 1 reads what copy 0 stored. */

/* Four copies (TSVC s351), while a whole group fits: `i < n - 3`. */
void axpy4(int n, float s, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n - 3; i += 4) {
        a[i] += s * b[i];
        a[i + 1] += s * b[i + 1];
        a[i + 2] += s * b[i + 2];
        a[i + 3] += s * b[i + 3];
    }
}

/* `i + 4 <= n` with a remainder loop after it: the rolled loop stops where the unrolled one
   did, and the remainder takes the rest as before. */
void add4_then_rest(int n, float *restrict a, const float *restrict b) {
    int i = 0;
    for (; i + 4 <= n; i += 4) {
        a[i] = b[i] + 1.0f;
        a[i + 1] = b[i + 1] + 1.0f;
        a[i + 2] = b[i + 2] + 1.0f;
        a[i + 3] = b[i + 3] + 1.0f;
    }
    for (; i < n; i++)
        a[i] = b[i] - 1.0f;
}

/* An integer dot product unrolled five times into one sum (TSVC s352's shape, in int: exact in
   any order). */
int idot5(int n, const int *a, const int *b) {
    int t = 0;
    for (int i = 0; i < n - 4; i += 5)
        t += a[i] * b[i] + a[i + 1] * b[i + 1] + a[i + 2] * b[i + 2] + a[i + 3] * b[i + 3] + a[i + 4] * b[i + 4];
    return t;
}

/* Counting down by 2. */
void down2(int n, int *restrict a, const int *restrict b) {
    for (int i = n - 1; i >= 1; i -= 2) {
        a[i] = b[i] * 3;
        a[i - 1] = b[i - 1] * 3;
    }
}

/* A long counter and two statements per copy. */
void two_stmts(long n, short *restrict a, short *restrict c, const short *restrict b) {
    for (long i = 0; i < n - 1; i += 2) {
        a[i] = (short)(b[i] + 7);
        c[i] = (short)(b[i] ^ 5);
        a[i + 1] = (short)(b[i + 1] + 7);
        c[i + 1] = (short)(b[i + 1] ^ 5);
    }
}

/* A 0..n loop that steps by 3 over whole elements: the last group runs past n - 1 in the
   unrolled loop too, so the arrays have n + 2 elements. */
unsigned xor3(int n, const unsigned *a) {
    unsigned t = 0;
    for (int i = 0; i < n; i += 3)
        t ^= a[i] ^ a[i + 1] ^ a[i + 2];
    return t;
}

/* Not rolled: the copies scale by different constants (vectorized as it is: an interleave group). */
void differ(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n - 1; i += 2) {
        a[i] = b[i] * 0.5f;
        a[i + 1] = b[i + 1] * 0.25f;
    }
}

/* Not vectorized either way: copy 1 reads the element copy 0 stored (rolled, each iteration
   reads the last one's store: a recurrence). */
void chain(int n, float *a, const float *b) {
    for (int i = 1; i < n - 1; i += 2) {
        a[i] = a[i - 1] + b[i];
        a[i + 1] = a[i] + b[i + 1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, 4), *b = new_array(n + 2, 4);
        int *ia = new_array(n + 2, 4), *ib = new_array(n + 2, 4);
        short *sa = new_array(n + 2, 2), *sb = new_array(n + 2, 2), *sc = new_array(n + 2, 2);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -50, 100);
        FILL(ia, n + 2, -1000, 2000);
        FILL(ib, n + 2, -1000, 2000);
        FILL(sa, n + 2, -300, 600);
        FILL(sb, n + 2, -300, 600);
        FILL(sc, n + 2, -300, 600);
        axpy4(n, 1.5f, a, b);
        unsigned long long h1 = HASH(a, n + 2);
        add4_then_rest(n, a, b);
        unsigned long long h2 = HASH(a, n + 2);
        int dot = idot5(n, ia, ib);
        unsigned x = xor3(n, (const unsigned *)ia);
        down2(n, ia, ib);
        unsigned long long h3 = HASH(ia, n + 2);
        two_stmts(n, sa, sc, sb);
        unsigned long long h4 = HASH(sa, n + 2) ^ HASH(sc, n + 2);
        differ(n, a, b);
        unsigned long long h5 = HASH(a, n + 2);
        chain(n, a, b);
        unsigned long long h6 = HASH(a, n + 2);
        printf("n=%d %llx %llx dot=%d x=%u %llx %llx %llx %llx\n", n, h1, h2, dot, x, h3, h4, h5, h6);
        free(a), free(b), free(ia), free(ib), free(sa), free(sb), free(sc);
    }
    return 0;
}
