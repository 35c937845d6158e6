/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=13 neon=9 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* The comparison takes the bytes' own lanes (narrow.rs): 32 per vector, whose masked byte
   stores (lane by lane but for AVX-512's k-masked ones) the cost model finds cheaper than the
   scalar loop, which loads a[i] once (cost 8 per iteration). */
void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b[i] = a[i];
}

void nested_i16(int n, short *restrict c, const short *restrict a) {
    for (int i = 0; i < n; i++) {
        if (a[i] > 0) {
            if (a[i] > 100)
                c[i] = 100;
            else
                c[i] = (short)(a[i] * 2);
        }
    }
}

int sum_odd_i32(int n, const int *a) {
    int s = 0;
    for (int i = 0; i < n; i++)
        if (a[i] & 1)
            s += a[i];
    return s;
}

void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] != 0)
            c[i] = a[i] / b[i] + a[i] % b[i];
        else
            c[i] = -1;
    }
}

void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    for (int i = 0; i < n; i++)
        if (s[i] < 32)
            c[i] = a[i] << s[i];
}

void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    for (int i = 0; i < n; i++) {
        c[i] = a[i] < 0 ? -a[i] : a[i];
        d[i] = a[i] > 0 ? 1 : (a[i] < 0 ? -1 : 0);
    }
}

void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    for (int i = 0; i < n; i++) {
        if (a[i] & 1)
            c[i] = a[i] * 3;
        else
            c[i] = a[i] - 7;
    }
}

long sum_neg_i64(int n, const long *a) {
    long s = 0;
    for (int i = 0; i < n; i++)
        if (a[i] < 0)
            s += a[i];
    return s;
}

void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    for (int i = 0; i < n; i++) {
        float x = a[i];
        if (x < lo)
            x = lo;
        else if (x > hi)
            x = hi;
        c[i] = x;
    }
}

void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    for (int i = 0; i < n; i++) {
        if (a[i] >= 0)
            c[i] = sqrtf(a[i]);
        else
            c[i] = 0;
    }
}

void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] > b[i] ? a[i] * 2 : b[i] + 1;
}

void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    for (int i = 0; i < n; i++)
        if (i < k)
            c[i] = h[i] * 0.5;
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
int max_if_i32(int n, const int *a) {
    int m = -2147483647 - 1;
    for (int i = 0; i < n; i++)
        if (a[i] > m)
            m = a[i];
    return m;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *a8 = new_array(n, 1), *b8 = new_array(n, 1);
        short *a16 = new_array(n, 2), *c16 = new_array(n, 2);
        int *a32 = new_array(n, 4), *b32 = new_array(n, 4), *c32 = new_array(n, 4), *d32 = new_array(n, 4);
        unsigned *au = new_array(n, 4), *su = new_array(n, 4), *cu = new_array(n, 4);
        long *a64 = new_array(n, 8), *c64 = new_array(n, 8);
        float *af = new_array(n, 4), *cf = new_array(n, 4);
        double *ad = new_array(n, 8), *bd = new_array(n, 8), *cd = new_array(n, 8), *hd = new_array(n / 2, 8);
        FILL(a8, n, -100, 200);
        FILL(b8, n, -100, 200);
        FILL(a16, n, -300, 600);
        FILL(c16, n, -5, 10);
        FILL(a32, n, -100000, 200000);
        FILL(b32, n, -3, 7);
        FILL(c32, n, 0, 10);
        FILL(au, n, 0, 100000);
        FILL(su, n, 0, 40);
        FILL(cu, n, 0, 10);
        FILL(a64, n, -1000000, 2000000);
        FILL(af, n, -300, 600);
        FILL(ad, n, -500, 1000);
        FILL(bd, n, -500, 1000);
        FILL(hd, n / 2, -500, 1000);
        FILL(cd, n, 0, 10);
        for (int i = 0; i < n; i++)
            af[i] = af[i] / 7.0f;

        store_pos_i8(n, b8, a8);
        printf("n=%d i8=%llx", n, HASH(b8, n));
        nested_i16(n, c16, a16);
        printf(" i16=%llx sum_odd=%d", HASH(c16, n), sum_odd_i32(n, a32));
        div_i32(n, c32, a32, b32);
        printf(" div=%llx", HASH(c32, n));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", HASH(cu, n));
        abs_sign_i32(n, c32, d32, a32);
        printf(" abs=%llx sign=%llx", HASH(c32, n), HASH(d32, n));
        odd_even_i64(n, c64, a64);
        printf(" i64=%llx sum_neg=%ld", HASH(c64, n), sum_neg_i64(n, a64));
        clamp_f32(n, cf, af, -10.5f, 20.25f);
        printf(" clamp=%llx", HASH(cf, n));
        sqrt_pos_f32(n, cf, af);
        printf(" sqrt=%llx", HASH(cf, n));
        pick_f64(n, cd, ad, bd);
        printf(" pick=%llx", HASH(cd, n));
        guarded_f64(n, n / 2, cd, hd);
        printf(" guarded=%llx max=%d\n", HASH(cd, n), max_if_i32(n, a32));
        free(a8), free(b8), free(a16), free(c16), free(a32), free(b32), free(c32), free(d32);
        free(au), free(su), free(cu), free(a64), free(c64), free(af), free(cf), free(ad), free(bd), free(cd), free(hd);
    }
    return 0;
}
