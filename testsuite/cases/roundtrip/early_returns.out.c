/* Early returns: guard clauses, returns from inside loops and switches, and void returns. */
int printf(const char *fmt, ...);

static int index_of(const int *values, int n, int wanted)
{
    if (values == (const int *)0) {
        return -2;
    }
    for (int k = 0; k < n; k++) {
        if (values[k] == wanted) {
            return k;
        }
    }
    return -1;
}

static void report(int code)
{
    if (code < 0) {
        printf("error\n");
        return;
    }
    if (code == 0) {
        return;
    }
    printf("code %d\n", code);
}

static int sign_category(long v)
{
    int t1;
    int t2;
    if (v > 0L) {
        t2 = 1;
    } else {
        if (v < 0L) {
            t1 = -1;
        } else {
            t1 = 0;
        }
        t2 = t1;
    }
    switch (t2) {
    case 1:
        return 112;
    case -1:
        return 110;
    default:
        return 122;
    }
}

int main(void)
{
    int values[6];
    values[0] = 4;
    values[1] = 8;
    values[2] = 15;
    values[3] = 16;
    values[4] = 23;
    values[5] = 42;
    int t1 = index_of((const int *)0, 0, 1);
    const int *t2 = values;
    int t3 = index_of(t2, 6, 5);
    printf("%d %d %d\n", index_of(t2, 6, 16), t3, t1);
    report(-1);
    report(0);
    report(7);
    int t4 = sign_category(9L);
    int t5 = sign_category(0L);
    printf("%c%c%c\n", sign_category(-9L), t5, t4);
    return 0;
}
