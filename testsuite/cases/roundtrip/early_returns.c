/* Early returns: guard clauses, returns from inside loops and switches, and void returns. */
int printf(const char *fmt, ...);

static int index_of(const int *values, int n, int wanted)
{
    int k;
    if (!values)
        return -2;
    for (k = 0; k < n; k++)
        if (values[k] == wanted)
            return k;
    return -1;
}

static void report(int code)
{
    if (code < 0) {
        printf("error\n");
        return;
    }
    if (code == 0)
        return;
    printf("code %d\n", code);
}

static int sign_category(long v)
{
    switch (v > 0 ? 1 : v < 0 ? -1 : 0) {
    case 1:
        return 'p';
    case -1:
        return 'n';
    }
    return 'z';
}

int main(void)
{
    int values[6] = {4, 8, 15, 16, 23, 42};
    printf("%d %d %d\n", index_of(values, 6, 16), index_of(values, 6, 5), index_of(0, 0, 1));
    report(-1);
    report(0);
    report(7);
    printf("%c%c%c\n", sign_category(-9), sign_category(0), sign_category(9));
    return 0;
}
