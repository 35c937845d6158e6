/* Switch: fallthrough, default in the middle, nested switches, and cases with blocks and loops. */
int printf(const char *fmt, ...);

static int weight(int c)
{
    int w = 0;
    switch (c) {
    case 0:
        w += 1;
        /* fall through */
    case 1:
        w += 10;
        /* fall through */
    default:
        w += 100;
        break;
    case 5:
        w = -1;
        break;
    case 6:
    case 7:
        w = 67;
    }
    return w;
}

static const char *nested(int a, int b)
{
    switch (a) {
    case 1:
        switch (b) {
        case 1:
            return "1-1";
        default:
            break;
        }
        return "1-x";
    case 2: {
        int k;
        for (k = 0; k < b; k++)
            if (k == 3)
                return "2-loop";
        return "2-end";
    }
    }
    return "none";
}

static int duff(int count)
{
    int total = 0;
    int n = (count + 3) / 4;
    switch (count % 4) {
    case 0:
        do {
            total += 1;
            /* fall through */
        case 3:
            total += 1;
            /* fall through */
        case 2:
            total += 1;
            /* fall through */
        case 1:
            total += 1;
        } while (--n > 0);
    }
    return total;
}

int main(void)
{
    int k;
    for (k = -1; k < 9; k++)
        printf("%d ", weight(k));
    printf("\n");
    printf("%s %s %s %s %s\n", nested(1, 1), nested(1, 2), nested(2, 5), nested(2, 2), nested(3, 0));
    for (k = 1; k < 10; k++)
        printf("%d ", duff(k));
    printf("\n");
    switch (k) {
    }
    switch (k)
    case 10:
        printf("single\n");
    return 0;
}
