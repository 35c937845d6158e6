/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
int last_value(int n, int *restrict b, const int *restrict a) {
    int last = -1;
    for (int i = 0; i < n; i++) {
        last = a[i] * 2 + 1;
        b[i] = last;
    }
    return last;
}

int final_index(int n, short *a) {
    int i;
    for (i = 0; i < n; i++)
        a[i] = (short)(i * 5);
    return i;
}

long second_induction(int n, long *a) {
    long j = 10;
    for (int i = 0; i < n; i++) {
        a[i] = j;
        j += 3;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    float last = 0.0f;
    int above = 0;
    for (int i = 0; i < n; i++) {
        last = a[i] * 0.5f;
        above = a[i] > 10.0f;
        b[i] = last;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
int last_index(int n, long *restrict b) {
    int k = -1;
    for (int i = 0; i < n; i++) {
        b[i] = (long)i * 3;
        k = i;
    }
    return k;
}

/* The last value set under a condition (see cond_last.c): per lane the value and the iteration
   it was taken in. */
int last_positive(int n, const int *a) {
    int last = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            last = a[i];
    return last;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        long *l = new_array(n, 8);
        FILL(a, n, -1000, 2000);
        int last = last_value(n, b, a);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, HASH(b, n), idx, HASH(s, n), j, HASH(l, n));
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(fa, n, -100, 200);
        for (int i = 0; i < n; i++)
            fa[i] = fa[i] / 3.0f;
        int flag = -1;
        float lf = last_float(n, fb, fa, &flag);
        printf(" lastf=%a flag=%d fb=%llx", lf, flag, HASH(fb, n));
        int k = last_index(n, l);
        printf(" k=%d l=%llx pos=%d\n", k, HASH(l, n), last_positive(n, a));
        free(a), free(b), free(s), free(l), free(fa), free(fb);
    }
    return 0;
}
