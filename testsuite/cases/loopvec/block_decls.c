/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=2 neon=2 */
#include <stdio.h>

/* Names a function declares inside its body, whose file-scope declarations come later: a
   rewritten body declares them again at its top (`extern ...;`, a prototype), since the
   output's text of the function stands where the original's did. (The gather of `weights`
   does not pay on sse4.2 and neon.) */
int total(const int *a, int n) {
    extern int bias;
    extern _Thread_local int calls;
    extern const short weights[];
    int scale(int);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * weights[i & 7];
    calls++;
    return scale(s) + bias;
}

void fill(float *out, int n) {
    extern float gain;
    float clampf(float, float);
    for (int i = 0; i < n; i++)
        out[i] = (float)i * gain;
    out[0] = clampf(out[0], 1.0f);
}

/* Declared in an inner block only. */
long count_odd(const long *a, int n) {
    long c = 0;
    {
        extern long odd_seen;
        for (int i = 0; i < n; i++)
            c += a[i] & 1;
        odd_seen += c;
    }
    return c;
}

int bias = 11;
_Thread_local int calls;
const short weights[8] = {1, -2, 3, -4, 5, -6, 7, -8};
float gain = 0.75f;
long odd_seen;

int scale(int x) {
    return x * 3 - 1;
}

float clampf(float x, float hi) {
    return x > hi ? hi : x;
}

int main(void) {
    int a[333];
    long l[100];
    float f[77];
    for (int i = 0; i < 333; i++)
        a[i] = i * 7 - 1000;
    for (int i = 0; i < 100; i++)
        l[i] = i * 5 + 3;
    int n[] = {0, 1, 7, 8, 33, 333};
    for (int k = 0; k < 6; k++) {
        int t = total(a, n[k]);
        printf("%d ", t);
    }
    fill(f, 77);
    long c = count_odd(l, 100);
    printf("\n%g %g %ld %ld %d\n", f[0], f[76], c, odd_seen, calls);
    return 0;
}
