/* vcc-test: expect-vectorized generic=9 avx2=9 sse4.2=9 neon=8 sse2=9 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
void mod_long_float(int n, float *a, long r) {
    for (int i = 0; i < n; i++)
        a[i] = (float)((i * 31 + r) % 97) * 0.25f;
}

/* An int remainder stored as int; a power of two. */
void mod_int(int n, int *a, int b) {
    for (int i = 0; i < n; i++)
        a[i] = (i * 7 + b) % 256;
}

/* A step larger than the modulus, the remainder converted to short. */
void mod_big_step(int n, short *a, int b) {
    for (int i = 0; i < n; i++)
        a[i] = (short)((i * 1000 + b) % 13);
}

/* A long remainder stored as long: long lanes. */
void mod_long(int n, long *a, long b) {
    for (int i = 0; i < n; i++)
        a[i] = (i * 3L + b) % 1000;
}

/* Not a running remainder: the dividend moves down. */
void mod_down(int n, int *a, int b) {
    for (int i = 0; i < n; i++)
        a[i] = (b - i * 5) % 7;
}

/* Not a running remainder: unsigned (the dividend may wrap). */
void mod_unsigned(int n, unsigned *a, unsigned b) {
    for (int i = 0; i < n; i++)
        a[i] = (i * 5u + b) % 7u;
}

/* Not a running remainder: under a condition. */
void mod_cond(int n, int *a, const int *c, int b) {
    for (int i = 0; i < n; i++)
        if (c[i] > 0)
            a[i] = (i * 3 + b) % 10;
}

/* Not a running remainder: the modulus is not a constant. */
void mod_var(int n, int *a, int b, int m) {
    for (int i = 0; i < n; i++)
        a[i] = (i * 3 + b) % m;
}

/* Not a running remainder: 4 divides VF·UF·1, so the residues would repeat on every vector
   iteration (a plain `&` in C's vector form). */
void mod_four(int n, int *a, int b) {
    for (int i = 0; i < n; i++)
        a[i] = (i + b) % 4;
}

int main(void) {
    static const long longs[] = {0, 5, 96, 3000000000007L, -1, -3, -100000};
    static const int ints[] = {0, 1, 12, 255, 2146000000, -1, -7, -2000};
    int n;
    FOR_EACH_COUNT(n) {
        float *f = new_array(n, sizeof *f);
        int *a = new_array(n, sizeof *a);
        short *s = new_array(n, sizeof *s);
        long *l = new_array(n, sizeof *l);
        unsigned *u = new_array(n, sizeof *u);
        int *c = new_array(n, sizeof *c);
        FILL(c, n, -3, 7);
        for (unsigned k = 0; k < sizeof longs / sizeof longs[0]; k++) {
            mod_long_float(n, f, longs[k]);
            mod_long(n, l, longs[k]);
            printf("n=%d r=%ld float %llx long %llx\n", n, longs[k], HASH(f, n), HASH(l, n));
        }
        for (unsigned k = 0; k < sizeof ints / sizeof ints[0]; k++) {
            mod_int(n, a, ints[k]);
            printf("n=%d b=%d int %llx", n, ints[k], HASH(a, n));
            mod_big_step(n, s, ints[k]);
            printf(" short %llx", HASH(s, n));
            mod_down(n, a, ints[k]);
            printf(" down %llx", HASH(a, n));
            mod_unsigned(n, u, (unsigned)ints[k]);
            printf(" unsigned %llx", HASH(u, n));
            for (int i = 0; i < n; i++)
                a[i] = -1;
            mod_cond(n, a, c, ints[k]);
            printf(" cond %llx", HASH(a, n));
            mod_var(n, a, ints[k], 11);
            printf(" var %llx", HASH(a, n));
            mod_four(n, a, ints[k]);
            printf(" four %llx\n", HASH(a, n));
        }
        free(f);
        free(a);
        free(s);
        free(l);
        free(u);
        free(c);
    }
    return 0;
}
