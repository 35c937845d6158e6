/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* `a` and `b` may overlap, so moving the store to a[0] down past the load of b[1] (where the
   vector store goes) could change what that load reads: `inc` is vectorized only behind a
   run-time check that they do not, and main calls it on overlapping arrays both ways (the
   scalar copy runs). With `restrict` the same code is one tree without a check. `inc2` saves
   too little to pay for the check and stays scalar. */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

void inc(int *a, const int *b) {
    int *t1 = a + 0;
    const int *t2 = b + 0;
    long t3 = (long)((unsigned long)(b + 1) - (unsigned long)t1);
    if ((t3 <= -12L) | (t3 >= 4L)) {
        vcc_v4_int t4 = vcc_load(vcc_v4_int, t2);
        vcc_v4_int t5 = t4 + (vcc_v4_int){1, 1, 1, 1};
        vcc_store(t1, t5);
    } else {
        *t1 = *t2 + 1;
        a[1] = b[1] + 1;
        a[2] = b[2] + 1;
        a[3] = b[3] + 1;
    }
}

void inc_restrict(int *restrict a, const int *restrict b) {
    vcc_v4_int t1 = vcc_load(vcc_v4_int, b + 0);
    vcc_v4_int t2 = t1 + (vcc_v4_int){1, 1, 1, 1};
    vcc_store(a + 0, t2);
}

void inc2(double *a, const double *b) {
    a[0] = b[0] + 1;
    a[1] = b[1] + 1;
}

int main(void) {
    int x[8] = {1, 5, 2, 8, 3, 9, 4, 7};
    inc(x + 1, x);
    inc(x, x + 1);
    int y[4];
    inc_restrict(y, x + 4);
    for (int i = 0; i < 8; i++) {
        printf("%d ", x[i]);
    }
    printf("| %d %d %d %d\n", y[0], y[1], y[2], y[3]);
    double z[3] = {0.5, 1.5, 2.5};
    inc2(z + 1, z);
    printf("%g %g %g\n", z[0], z[1], z[2]);
    return 0;
}
