/* Numeric kernels: matrix multiply, saxpy, dot product and a 1-D stencil over static arrays. */
int printf(const char *fmt, ...);

#define N 8

static float a[N][N], b[N][N], c[N][N];
static double x[64], y[64];

static void matmul(float dst[N][N], float lhs[N][N], float rhs[N][N])
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            float sum = 0.0f;
            for (k = 0; k < N; k++)
                sum += lhs[i][k] * rhs[k][j];
            dst[i][j] = sum;
        }
}

static void saxpy(int n, double alpha, const double *src, double *dst)
{
    int k;
    for (k = 0; k < n; k++)
        dst[k] = alpha * src[k] + dst[k];
}

static double dot(int n, const double *u, const double *v)
{
    double sum = 0.0;
    int k;
    for (k = 0; k < n; k++)
        sum += u[k] * v[k];
    return sum;
}

static void stencil(int n, const double *src, double *dst)
{
    int k;
    for (k = 1; k < n - 1; k++)
        dst[k] = 0.25 * src[k - 1] + 0.5 * src[k] + 0.25 * src[k + 1];
}

int main(void)
{
    double smooth[64] = {0};
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = (float)(i + j) / 4.0f;
            b[i][j] = (float)(i - j) / 2.0f;
        }
    matmul(c, a, b);
    printf("%.3f %.3f %.3f\n", c[0][0], c[3][5], c[7][7]);
    for (i = 0; i < 64; i++) {
        x[i] = i * 0.5;
        y[i] = 64 - i;
    }
    saxpy(64, 1.5, x, y);
    printf("%.3f %.3f\n", y[0], y[63]);
    printf("%.3f\n", dot(64, x, y));
    stencil(64, y, smooth);
    printf("%.3f %.3f %.3f\n", smooth[0], smooth[1], smooth[62]);
    return 0;
}
