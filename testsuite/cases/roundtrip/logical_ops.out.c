/* Logical operators: short-circuit evaluation with side effects, ! and results as int values. */
int printf(const char *fmt, ...);

static int calls;

static int check(int v)
{
    calls = calls + 1;
    return v;
}

int main(void)
{
    int r;
    int r_1;
    int t4;
    int t6;
    int r_2;
    int t9;
    int r_3;
    if (check(0)) {
        int t1 = check(1);
        r = t1 != 0;
    } else {
        r = 0;
    }
    printf("%d %d\n", r, calls);
    if (check(1)) {
        r_1 = 1;
    } else {
        int t2 = check(0);
        r_1 = t2 != 0;
    }
    printf("%d %d\n", r_1, calls);
    if (check(1)) {
        int t3 = check(2);
        t4 = t3 != 0;
    } else {
        t4 = 0;
    }
    if (t4) {
        int t5 = check(0);
        t6 = t5 != 0;
    } else {
        t6 = 0;
    }
    if (t6) {
        int t7 = check(3);
        r_2 = t7 != 0;
    } else {
        r_2 = 0;
    }
    printf("%d %d\n", r_2, calls);
    if (check(0)) {
        t9 = 1;
    } else {
        int t8 = check(0);
        t9 = t8 != 0;
    }
    if (t9) {
        r_3 = 1;
    } else {
        int t10 = check(7);
        r_3 = t10 != 0;
    }
    printf("%d %d\n", r_3, calls);
    printf("%d %d %d\n", 1, 0, 1);
    printf("%d\n", 0);
    printf("%d\n", 1);
    printf("%d\n", 1);
    printf("%d\n", 2);
    printf("range\n");
    return 0;
}
