/* A computed goto (GNU labels as values) is outside the subset: that function is kept as written,
 * and the ordinary function beside it is still regenerated. */
int printf(const char *fmt, ...);

/* vcc-test: kept */
static int dispatch(int op, int x)
{
    static void *targets[] = {&&double_it, &&negate_it, &&square_it};
    if (op < 0 || op > 2)
        return 0;
    goto *targets[op];
double_it:
    return 2 * x;
negate_it:
    return -x;
square_it:
    return x * x;
}

static int plain_sum(int n)
{
    int total = 0;
    for (int k = 1; k <= n; k++) {
        total += k;
    }
    return total;
}

int main(void)
{
    for (int op = -1; op < 4; op++) {
        printf("%d ", dispatch(op, 7));
    }
    printf("\n%d\n", plain_sum(10));
    return 0;
}
