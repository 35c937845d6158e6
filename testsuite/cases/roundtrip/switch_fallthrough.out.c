/* Switch: fallthrough, default in the middle, nested switches, and cases with blocks and loops. */
int printf(const char *fmt, ...);

static int weight(int c)
{
    int w;
    int w_1;
    int w_2;
    switch (c) {
    case 0:
        w = 1;
        goto L1;
    case 1:
        w = 0;
    L1:
        w_1 = w + 10;
        break;
    case 5:
        w_2 = -1;
        goto L2;
    case 6:
    case 7:
        w_2 = 67;
        goto L2;
    default:
        w_1 = 0;
        break;
    }
    w_2 = w_1 + 100;
L2:
    return w_2;
}

static const char *nested(int a, int b)
{
    switch (a) {
    case 1:
        switch (b) {
        case 1:
            return "1-1";
        default:
            return "1-x";
        }
    case 2:
        for (int k = 0; k < b; k++) {
            if (k == 3) {
                return "2-loop";
            }
        }
        return "2-end";
    default:
        return "none";
    }
}

static int duff(int count)
{
    int n;
    int total;
    int total_1;
    int n_1;
    int total_2;
    int n_2;
    int total_3;
    int n_3;
    int n_4;
    int total_4;
    n = (count + 3) / 4;
    switch (count % 4) {
    case 0:
        total = 0;
    L1:
        total_1 = total + 1;
        n_1 = n;
        goto L2;
    case 3:
        total_1 = 0;
        n_1 = n;
    L2:
        total_2 = total_1 + 1;
        n_2 = n_1;
        goto L3;
    case 2:
        total_2 = 0;
        n_2 = n;
    L3:
        total_3 = total_2 + 1;
        n_3 = n_2;
        goto L4;
    case 1:
        total_3 = 0;
        n_3 = n;
    L4:
        total = total_3 + 1;
        n_4 = n_3 - 1;
        if (n_4 > 0) {
            n = n_4;
            goto L1;
        }
        total_4 = total;
        break;
    default:
        total_4 = 0;
        break;
    }
    return total_4;
}

int main(void)
{
    int k_1;
    for (int k = -1; k < 9; k++) {
        printf("%d ", weight(k));
    }
    printf("\n");
    const char *t1 = nested(3, 0);
    const char *t2 = nested(2, 2);
    const char *t3 = nested(2, 5);
    const char *t4 = nested(1, 2);
    printf("%s %s %s %s %s\n", nested(1, 1), t4, t3, t2, t1);
    for (k_1 = 1; k_1 < 10; k_1++) {
        printf("%d ", duff(k_1));
    }
    printf("\n");
    switch (k_1) {
    case 10:
        printf("single\n");
        break;
    }
    return 0;
}
