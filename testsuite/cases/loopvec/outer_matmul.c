/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++)
                s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}

void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < n; k++)
                s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}

void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int s = 0;
            for (int k = 0; k < n; k++)
                s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    for (int i = 0; i < 12; i++)
        for (int j = 0; j < 12; j++) {
            float s = 0.0f;
            for (int k = 0; k < 12; k++)
                s += a[i * 12 + k] * b[k * 12 + j];
            c[i * 12 + j] = s;
        }
}

int main(void) {
    int sizes[] = {0, 1, 3, 4, 5, 7, 8, 9, 17, 31};
    for (unsigned t = 0; t < sizeof sizes / sizeof sizes[0]; t++) {
        int n = sizes[t], nn = n * n;
        float *af = malloc(nn * sizeof(float) + 1), *bf = malloc(nn * sizeof(float) + 1), *cf = malloc(nn * sizeof(float) + 1);
        double *ad = malloc(nn * sizeof(double) + 1), *bd = malloc(nn * sizeof(double) + 1), *cd = malloc(nn * sizeof(double) + 1);
        int *ai = malloc(nn * sizeof(int) + 1), *bi = malloc(nn * sizeof(int) + 1), *ci = malloc(nn * sizeof(int) + 1);
        for (int x = 0; x < nn; x++) {
            af[x] = (x * 7 % 11) * 0.37f - 1.5f;
            bf[x] = (x * 5 % 13) * 0.21f + 0.1f;
            ad[x] = (x * 3 % 17) * 0.113 - 0.75;
            bd[x] = (x * 11 % 7) * 0.97 + 0.3;
            ai[x] = x * 7 % 23 - 11;
            bi[x] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0, sd = 0;
        long si = 0;
        for (int x = 0; x < nn; x++) {
            sf += cf[x] * (x % 5 + 1);
            sd += cd[x] * (x % 3 + 1);
            si += (long)ci[x] * (x % 7 + 1);
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, nn ? cf[nn - 1] : 0.0f, sd, nn ? cd[nn / 2] : 0.0, si, nn ? ci[nn - 1] : 0);
        free(af); free(bf); free(cf); free(ad); free(bd); free(cd); free(ai); free(bi); free(ci);
    }
    float a12[144], b12[144], c12[144];
    for (int x = 0; x < 144; x++) {
        a12[x] = (x * 7 % 11) * 0.37f - 1.5f;
        b12[x] = (x * 5 % 13) * 0.21f + 0.1f;
    }
    mm_const12(a12, b12, c12);
    double s12 = 0;
    for (int x = 0; x < 144; x++)
        s12 += c12[x] * (x % 5 + 1);
    printf("12x12 %.9g %a\n", s12, c12[143]);
    return 0;
}
