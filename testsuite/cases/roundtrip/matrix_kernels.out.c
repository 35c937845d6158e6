/* Numeric kernels: matrix multiply, saxpy, dot product and a 1-D stencil over static arrays. */
int printf(const char *fmt, ...);

#define N 8

static float a[N][N], b[N][N], c[N][N];
static double x[64], y[64];

static void matmul(float dst[N][N], float lhs[N][N], float rhs[N][N])
{
    float sum;
    int i;
    int j;
    int k;
    for (i = 0; i < 8; i++) {
        for (j = 0; j < 8; j++) {
            sum = 0.0f;
            for (k = 0; k < 8; k++) {
                sum += lhs[i][k] * rhs[k][j];
            }
            dst[i][j] = sum;
        }
    }
}

static void saxpy(int n, double alpha, const double *src, double *dst)
{
    int k;
    for (k = 0; k < n; k++) {
        dst[k] = alpha * src[k] + dst[k];
    }
}

static double dot(int n, const double *u, const double *v)
{
    double sum;
    int k;
    sum = 0.0;
    for (k = 0; k < n; k++) {
        sum += u[k] * v[k];
    }
    return sum;
}

static void stencil(int n, const double *src, double *dst)
{
    int k;
    for (k = 1; k < (n - 1); k++) {
        dst[k] = 0.25 * src[k - 1] + 0.5 * src[k] + 0.25 * src[k + 1];
    }
}

int main(void)
{
    double smooth[64];
    long t1;
    int i;
    int j;
    int i_1;
    smooth[0] = 0.0;
    t1 = 1L;
    while (t1 < 64L) {
        smooth[t1] = 0.0;
        t1++;
    }
    for (i = 0; i < 8; i++) {
        for (j = 0; j < 8; j++) {
            a[i][j] = (float)(i + j) / 4.0f;
            b[i][j] = (float)(i - j) / 2.0f;
        }
    }
    matmul(c, a, b);
    printf("%.3f %.3f %.3f\n", (double)c[0][0], (double)c[3][5], (double)c[7][7]);
    for (i_1 = 0; i_1 < 64; i_1++) {
        x[i_1] = (double)i_1 * 0.5;
        y[i_1] = (double)(64 - i_1);
    }
    saxpy(64, 1.5, x, y);
    printf("%.3f %.3f\n", y[0], y[63]);
    printf("%.3f\n", dot(64, x, y));
    stencil(64, y, smooth);
    printf("%.3f %.3f %.3f\n", smooth[0], smooth[1], smooth[62]);
    return 0;
}
