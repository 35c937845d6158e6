/* Multi-dimensional arrays: row-major indexing, passing rows and whole matrices, 3-D arrays. */
int printf(const char *fmt, ...);

#define N 4

static void transpose(int dst[N][N], int src[N][N])
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            dst[j][i] = src[i][j];
}

static int row_sum(const int *row, int n)
{
    int total = 0;
    while (n-- > 0)
        total += row[n];
    return total;
}

int cube[2][3][4];

int main(void)
{
    int m[N][N];
    int t[N][N];
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            m[i][j] = i * 10 + j;
    transpose(t, m);
    for (i = 0; i < N; i++)
        printf("%d %d\n", t[i][0], row_sum(t[i], N));
    for (i = 0; i < 2; i++)
        for (j = 0; j < 3; j++)
            for (k = 0; k < 4; k++)
                cube[i][j][k] = i * 100 + j * 10 + k;
    printf("%d %d\n", cube[1][2][3], cube[0][1][2]);
    printf("%d\n", (int)(sizeof cube / sizeof cube[0]));
    printf("%d\n", (int)sizeof cube[0][0]);
    printf("%d\n", *(*(m + 2) + 3));
    printf("%d\n", ((int *)m)[5]);
    return 0;
}
