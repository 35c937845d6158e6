/* If/else: chains, nesting, dangling else, and conditions of every scalar type. */
int printf(const char *fmt, ...);

static const char *classify(int n)
{
    if (n < 0) {
        return "negative";
    }
    if (n == 0) {
        return "zero";
    }
    if (n >= 10) {
        return "large";
    }
    return "small";
}

static int nested(int a, int b)
{
    int r;
    int r_1;
    int r_2;
    int r_3;
    if (a > 0) {
        if (b > 0) {
            r = 1;
        } else {
            r = 2;
        }
        r_1 = r;
    } else {
        r_1 = 0;
    }
    if (a < 0) {
        if (b < 0) {
            r_2 = 3;
        } else {
            r_2 = r_1;
        }
        r_3 = r_2;
    } else {
        r_3 = r_1 + 10;
    }
    return r_3;
}

int main(void)
{
    int values[5];
    int k;
    values[0] = -5;
    values[1] = 0;
    values[2] = 7;
    values[3] = 12;
    values[4] = 3;
    k = 0;
    for (;;) {
        int t1 = k;
        if (t1 >= 5) {
            break;
        }
        int t2 = values[t1];
        printf("%s\n", classify(t2));
        k = k + 1;
    }
    int t3 = nested(-1, 1);
    int t4 = nested(-1, -1);
    int t5 = nested(1, -1);
    printf("%d %d %d %d\n", nested(1, 1), t5, t4, t3);
    printf("d false\n");
    printf("null\n");
    if (&k != (int *)0) {
        printf("not null\n");
    }
    k = 3;
    int t6 = k;
    if (t6 > 2) {
        printf("comma %d\n", t6);
    }
    return 0;
}
