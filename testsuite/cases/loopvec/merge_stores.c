/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=4 neon=4 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    for (int i = 0; i < n; i++) {
        if (b[i] > t)
            a[i] = 2 * b[i];
        else
            a[i] = c[i] + 1;
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        if (!(b[i] < 0.5f)) {
            a[i] = b[i] * 3.0f;
        } else {
            d[i] = b[i];
            a[i] = -b[i];
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
void reads_between(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] & 1)
            a[i] = b[i];
        else
            a[i] = a[i] + 7;
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more; on
   sse4.2 and neon, two stores lane by lane are two branches per element where the scalar loop
   takes one). */
void other_elements(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            a[2 * i] = b[i];
        else
            a[2 * i + 1] = -b[i];
    }
}

/* Not merged: the stores' blocks run under two conditions (not every lane stores). */
void nested(int n, short *restrict a, const short *restrict b, int k) {
    for (int i = 0; i < n; i++) {
        if (b[i] > k) {
            if (b[i] & 2)
                a[i] = 1;
            else
                a[i] = 2;
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] < 100)
            a[i] = (unsigned char)(b[i] + 50);
        else
            a[i] = (unsigned char)(b[i] - 100);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int)), *c = new_array(n, sizeof(int));
        int *a2 = new_array(2 * n, sizeof(int));
        float *fa = new_array(n, sizeof(float)), *fd = new_array(n, sizeof(float)), *fb = new_array(n, sizeof(float));
        short *sa = new_array(n, sizeof(short)), *sb = new_array(n, sizeof(short));
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(c, n, -1000, 2000);
        FILL(a2, 2 * n, 0, 10);
        FILL(sa, n, 0, 10);
        FILL(sb, n, -50, 100);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        for (int i = 0; i < n; i++)
            fb[i] = (float)((i * 37) % 100) / 100.0f, fa[i] = 9.0f, fd[i] = 8.0f;
        printf("n=%d", n);
        both_sides(n, 10, a, b, c);
        printf(" both=%llx", HASH(a, n));
        with_other_store(n, fa, fd, fb);
        printf(" other=%llx/%llx", HASH(fa, n), HASH(fd, n));
        reads_between(n, a, b);
        printf(" reads=%llx", HASH(a, n));
        other_elements(n, a2, b);
        printf(" elems=%llx", HASH(a2, 2 * n));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", HASH(sa, n));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", HASH(ua, n));
        free(a), free(b), free(c), free(a2), free(fa), free(fd), free(fb), free(sa), free(sb), free(ua), free(ub);
    }
    return 0;
}
