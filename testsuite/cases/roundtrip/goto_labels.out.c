/* Goto: forward jumps for cleanup, backward jumps forming loops, and jumps out of nested loops. */
int printf(const char *fmt, ...);

static int find_pair(int grid[3][3], int target, int *row, int *col)
{
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            if (grid[i][j] == target) {
                *row = i;
                *col = j;
                return 1;
            }
        }
    }
    return 0;
}

static int gcd(int a, int b)
{
    int b_1 = b;
    int a_1 = a;
    while (b_1 != 0) {
        int b_1_old = a_1 % b_1;
        a_1 = b_1;
        b_1 = b_1_old;
    }
    return a_1;
}

static int process(int step)
{
    int status;
    if (step < 1) {
        status = 0;
    } else {
        if (step >= 2) {
            return 110;
        }
        status = 11;
    }
    return status - 1000;
}

int main(void)
{
    int grid[3][3];
    int r;
    int c;
    grid[0][0] = 1;
    grid[0][1] = 2;
    grid[0][2] = 3;
    grid[1][0] = 4;
    grid[1][1] = 5;
    grid[1][2] = 6;
    grid[2][0] = 7;
    grid[2][1] = 8;
    grid[2][2] = 9;
    r = -1;
    c = -1;
    printf("%d ", find_pair(grid, 6, &r, &c));
    printf("%d %d\n", r, c);
    printf("%d\n", find_pair(grid, 10, &r, &c));
    int t1 = gcd(17, 5);
    printf("%d %d\n", gcd(84, 36), t1);
    for (int k_1 = 0; k_1 < 3; k_1++) {
        printf("%d ", process(k_1));
    }
    printf("\n");
    int k = 0;
    do {
        k += 3;
    } while (k < 20);
    printf("%d\n", k);
    return 0;
}
