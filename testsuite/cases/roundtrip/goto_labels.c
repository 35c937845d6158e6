/* Goto: forward jumps for cleanup, backward jumps forming loops, and jumps out of nested loops. */
int printf(const char *fmt, ...);

static int find_pair(int grid[3][3], int target, int *row, int *col)
{
    int i, j;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++)
            if (grid[i][j] == target)
                goto found;
    return 0;
found:
    *row = i;
    *col = j;
    return 1;
}

static int gcd(int a, int b)
{
again:
    if (b == 0)
        return a;
    {
        int t = a % b;
        a = b;
        b = t;
    }
    goto again;
}

static int process(int step)
{
    int status = 0;
    if (step < 1)
        goto fail_early;
    status += 10;
    if (step < 2)
        goto fail_late;
    status += 100;
    return status;
fail_late:
    status += 1;
fail_early:
    status -= 1000;
    return status;
}

int main(void)
{
    int grid[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int r = -1, c = -1;
    int k;
    printf("%d ", find_pair(grid, 6, &r, &c));
    printf("%d %d\n", r, c);
    printf("%d\n", find_pair(grid, 10, &r, &c));
    printf("%d %d\n", gcd(84, 36), gcd(17, 5));
    for (k = 0; k < 3; k++)
        printf("%d ", process(k));
    printf("\n");
    k = 0;
loop:
    k += 3;
    if (k < 20)
        goto loop;
    printf("%d\n", k);
    return 0;
}
