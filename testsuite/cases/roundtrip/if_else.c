/* If/else: chains, nesting, dangling else, and conditions of every scalar type. */
int printf(const char *fmt, ...);

static const char *classify(int n)
{
    if (n < 0)
        return "negative";
    else if (n == 0)
        return "zero";
    else if (n < 10)
        return "small";
    else
        return "large";
}

static int nested(int a, int b)
{
    int r = 0;
    if (a > 0)
        if (b > 0)
            r = 1;
        else
            r = 2;
    if (a < 0) {
        if (b < 0) {
            r = 3;
        }
    } else {
        r += 10;
    }
    return r;
}

int main(void)
{
    int values[5] = {-5, 0, 7, 12, 3};
    double d = 0.0;
    int *p = 0;
    int k;
    for (k = 0; k < 5; k++)
        printf("%s\n", classify(values[k]));
    printf("%d %d %d %d\n", nested(1, 1), nested(1, -1), nested(-1, -1), nested(-1, 1));
    if (d)
        printf("d true\n");
    else
        printf("d false\n");
    if (!p)
        printf("null\n");
    p = &k;
    if (p)
        printf("not null\n");
    if (k = 3, k > 2)
        printf("comma %d\n", k);
    return 0;
}
