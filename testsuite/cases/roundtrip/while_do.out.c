/* While and do-while loops: zero-trip, one-trip, and loops whose condition has side effects. */
int printf(const char *fmt, ...);

static int digits(unsigned long n)
{
    int count;
    unsigned long n_1;
    int count_1;
    unsigned long n_2;
    count = 0;
    n_1 = n;
    for (;;) {
        count_1 = count + 1;
        n_2 = n_1 / 10UL;
        if (n_2 == 0UL) {
            return count_1;
        }
        count = count_1;
        n_1 = n_2;
    }
}

static unsigned collatz_steps(unsigned n)
{
    unsigned int n_1;
    unsigned int steps;
    unsigned int n_2;
    steps = 0U;
    for (n_1 = n; n_1 != 1U; n_1 = n_2, steps++) {
        if (n_1 % 2U) {
            n_2 = 3U * n_1 + 1U;
        } else {
            n_2 = n_1 / 2U;
        }
    }
    return steps;
}

int main(void)
{
    int t1;
    int t2;
    unsigned int t3;
    int n;
    int n_1;
    int k;
    int n_2;
    int k_1;
    int k_2;
    int k_3;
    t1 = digits(1234567890123UL);
    t2 = digits(9UL);
    printf("%d %d %d\n", digits(0UL), t2, t1);
    t3 = collatz_steps(1U);
    printf("%u %u\n", collatz_steps(27U), t3);
    n = 0;
    while (n > 0) {
        n--;
    }
    printf("%d\n", n);
    n_1 = n + 1;
    printf("%d\n", n_1);
    k = 5;
    n_2 = n_1;
    for (;;) {
        k_1 = k - 1;
        if (k <= 0) {
            break;
        }
        k = k_1;
        n_2 += k_1;
    }
    printf("%d %d\n", n_2, k_1);
    k_2 = k_1;
    for (;;) {
        k_3 = k_2 + 3;
        if (k_3 >= 20) {
            printf("%d\n", k_3);
            return 0;
        }
        k_2 = k_3;
    }
}
