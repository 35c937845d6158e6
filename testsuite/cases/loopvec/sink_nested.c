/* vcc-test: expect-vectorized generic=6 avx2=5 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=3 sse2=6 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
#include "harness.h"

/* Stores to one element on every path through an if/else nest, sunk into the join as one
   store of the value the path chose (transform/sink_stores.rs): the vector loop stores a
   blend, unmasked, where it wrote one masked store per path. Paths that do not store, or
   store elsewhere, keep their masked stores. */

/* Nested conditions, three paths (the coverage loop cf_nested_if). */
void nested3(int n, float *restrict a, const float *b, const float *c, const float *d, const float *e) {
    for (int i = 0; i < n; i++) {
        if (c[i] > 0.0f) {
            if (e[i] > 0.0f)
                a[i] = b[i] * c[i];
            else
                a[i] = b[i] + c[i];
        } else {
            a[i] = d[i];
        }
    }
}

/* An else-if chain of four paths. */
void chain4(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        int v = x[i];
        if (v < -100)
            a[i] = -100;
        else if (v < 0)
            a[i] = v * 2;
        else if (v < 100)
            a[i] = v + 1;
        else
            a[i] = 100;
    }
}

/* Two elements on every path, in the same order. */
void two_each(int n, int *restrict a, int *restrict b, const int *x) {
    for (int i = 0; i < n; i++) {
        int v = x[i];
        if (v & 1) {
            if (v & 2) {
                a[i] = v;
                b[i] = 1;
            } else {
                a[i] = -v;
                b[i] = 2;
            }
        } else {
            a[i] = v >> 1;
            b[i] = 3;
        }
    }
}

/* One path stores nothing: a[i] keeps its value there. Two masked stores: scalar on avx2 with
   the generic tune (microcode on Zen), vectorized with --tune=sapphirerapids. */
void some_paths(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        int v = x[i];
        if (v > 50)
            a[i] = 1;
        else if (v < -50)
            a[i] = 2;
    }
}

/* The paths store to different elements. */
void other_elements(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        if (x[i] > 0)
            a[2 * i] = x[i];
        else
            a[2 * i + 1] = -x[i];
    }
}

/* A store before the last one on a side, to what the other side reads. */
void store_then_read(int n, int *restrict a, int *restrict b, const int *x) {
    for (int i = 0; i < n; i++) {
        if (x[i] > 0) {
            b[i] = x[i];
            a[i] = b[i] + 1;
        } else {
            a[i] = b[i] - 1;
        }
    }
}

/* Through a pointer computed on each side. */
void via_pointer(int n, short *restrict a, const short *x) {
    for (int i = 0; i < n; i++) {
        short *p;
        if (x[i] < 0) {
            p = &a[i];
            *p = (short)-x[i];
        } else {
            p = a + i;
            *p = (short)(x[i] / 2);
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4), *fd = new_array(n, 4),
              *fe = new_array(n, 4);
        int *a = new_array(n, 4), *b = new_array(n, 4), *x = new_array(n, 4), *w = new_array(2 * n, 4);
        short *sa = new_array(n, 2), *sx = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            fb[i] = (float)((int)(next_rand() % 200) - 100) * 0.25f;
            fc[i] = (float)((int)(next_rand() % 200) - 100) * 0.5f;
            fd[i] = (float)((int)(next_rand() % 50));
            fe[i] = (float)((int)(next_rand() % 20) - 10);
            x[i] = (int)(next_rand() % 400) - 200;
            a[i] = b[i] = (int)(next_rand() % 1000);
            sx[i] = (short)(next_rand() % 65536);
            sa[i] = 0;
        }
        for (int i = 0; i < 2 * n; i++)
            w[i] = 7;
        nested3(n, fa, fb, fc, fd, fe);
        printf("n=%d nested3 %llx\n", n, HASH(fa, n));
        chain4(n, a, x);
        printf("n=%d chain4 %llx\n", n, HASH(a, n));
        two_each(n, a, b, x);
        printf("n=%d two_each %llx %llx\n", n, HASH(a, n), HASH(b, n));
        some_paths(n, a, x);
        printf("n=%d some_paths %llx\n", n, HASH(a, n));
        other_elements(n, w, x);
        printf("n=%d other_elements %llx\n", n, HASH(w, 2 * n));
        store_then_read(n, a, b, x);
        printf("n=%d store_then_read %llx %llx\n", n, HASH(a, n), HASH(b, n));
        via_pointer(n, sa, sx);
        printf("n=%d via_pointer %llx\n", n, HASH(sa, n));
        free(fa), free(fb), free(fc), free(fd), free(fe), free(a), free(b), free(x), free(w), free(sa), free(sx);
    }
    return 0;
}
