/* Logical operators: short-circuit evaluation with side effects, ! and results as int values. */
int printf(const char *fmt, ...);

static int calls;

static int check(int v)
{
    calls++;
    return v;
}

int main(void)
{
    int a = 0, b = 5;
    int *p = 0;
    int r;
    r = check(0) && check(1);
    printf("%d %d\n", r, calls);
    r = check(1) || check(0);
    printf("%d %d\n", r, calls);
    r = check(1) && check(2) && check(0) && check(3);
    printf("%d %d\n", r, calls);
    r = (check(0) || check(0)) || check(7);
    printf("%d %d\n", r, calls);
    printf("%d %d %d\n", !a, !b, !!b);
    printf("%d\n", p && *p);
    printf("%d\n", (a < b) == 1);
    printf("%d\n", (a || b) + (a && b) * 10);
    printf("%d\n", !p + !0.0 + !b);
    if ((b > 2 && b < 10) || a)
        printf("range\n");
    return 0;
}
