/* Multi-dimensional arrays: row-major indexing, passing rows and whole matrices, 3-D arrays. */
int printf(const char *fmt, ...);

#define N 4

static void transpose(int dst[N][N], int src[N][N])
{
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
            long t1 = (long)j;
            long t2 = (long)i;
            dst[t1][t2] = src[t2][t1];
        }
    }
}

static int row_sum(const int *row, int n)
{
    int n_1 = n;
    int total = 0;
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        n_1 = n_2;
        total += row[n_2];
    }
    return total;
}

int cube[2][3][4];

int main(void)
{
    int m[4][4];
    int t[4][4];
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
            m[i][j] = i * 10 + j;
        }
    }
    transpose(t, m);
    for (int i_1 = 0; i_1 < 4; i_1++) {
        int *t1 = t[i_1];
        int t2 = row_sum(t1, 4);
        printf("%d %d\n", *t1, t2);
    }
    for (int i_2 = 0; i_2 < 2; i_2++) {
        for (int j_1 = 0; j_1 < 3; j_1++) {
            for (int k = 0; k < 4; k++) {
                cube[i_2][j_1][k] = i_2 * 100 + j_1 * 10 + k;
            }
        }
    }
    printf("%d %d\n", cube[1][2][3], cube[0][1][2]);
    printf("%d\n", 2);
    printf("%d\n", 16);
    printf("%d\n", m[2][3]);
    printf("%d\n", ((int *)m)[5]);
    return 0;
}
