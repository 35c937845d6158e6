/* Numeric kernels: matrix multiply, saxpy, dot product and a 1-D stencil over static arrays. */
int printf(const char *fmt, ...);

#define N 8

static float a[N][N], b[N][N], c[N][N];
static double x[64], y[64];

static void matmul(float dst[N][N], float lhs[N][N], float rhs[N][N])
{
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            float sum = 0.0f;
            for (int k = 0; k < 8; k++) {
                long t1 = (long)k;
                sum += lhs[i][t1] * rhs[t1][j];
            }
            dst[i][j] = sum;
        }
    }
}

static void saxpy(int n, double alpha, const double *src, double *dst)
{
    for (int k = 0; k < n; k++) {
        long t1 = (long)k;
        double *t2 = dst + t1;
        *t2 = alpha * src[t1] + *t2;
    }
}

static double dot(int n, const double *u, const double *v)
{
    double sum = 0.0;
    for (int k = 0; k < n; k++) {
        long t1 = (long)k;
        sum += u[t1] * v[t1];
    }
    return sum;
}

static void stencil(int n, const double *src, double *dst)
{
    int k = 1;
    while (k < (n - 1)) {
        long t1 = (long)k;
        int t2 = k + 1;
        dst[t1] = 0.25 * src[k - 1] + 0.5 * src[t1] + 0.25 * src[t2];
        k = t2;
    }
}

int main(void)
{
    double smooth[64];
    smooth[0] = 0.0;
    long t1 = 1L;
    while (t1 < 64L) {
        smooth[t1] = 0.0;
        t1++;
    }
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            long t2 = (long)i;
            long t3 = (long)j;
            a[t2][t3] = (float)(i + j) / 4.0f;
            b[t2][t3] = (float)(i - j) / 2.0f;
        }
    }
    matmul(c, a, b);
    printf("%.3f %.3f %.3f\n", (double)c[0][0], (double)c[3][5], (double)c[7][7]);
    for (int i_1 = 0; i_1 < 64; i_1++) {
        long t4 = (long)i_1;
        x[t4] = (double)i_1 * 0.5;
        y[t4] = (double)(64 - i_1);
    }
    const double *t5 = x;
    saxpy(64, 1.5, t5, y);
    printf("%.3f %.3f\n", y[0], y[63]);
    const double *t6 = y;
    printf("%.3f\n", dot(64, t5, t6));
    stencil(64, t6, smooth);
    printf("%.3f %.3f %.3f\n", smooth[0], smooth[1], smooth[62]);
    return 0;
}
