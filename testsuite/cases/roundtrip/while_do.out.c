/* While and do-while loops: zero-trip, one-trip, and loops whose condition has side effects. */
int printf(const char *fmt, ...);

static int digits(unsigned long n)
{
    int count = 0;
    unsigned long n_1 = n;
    for (;;) {
        count++;
        n_1 /= 10UL;
        if (n_1 == 0UL) {
            return count;
        }
    }
}

static unsigned collatz_steps(unsigned n)
{
    unsigned int n_2;
    unsigned int steps = 0U;
    for (unsigned int n_1 = n; n_1 != 1U; n_1 = n_2, steps++) {
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
    int k;
    int t1 = digits(1234567890123UL);
    int t2 = digits(9UL);
    printf("%d %d %d\n", digits(0UL), t2, t1);
    unsigned int t3 = collatz_steps(1U);
    printf("%u %u\n", collatz_steps(27U), t3);
    printf("%d\n", 0);
    printf("%d\n", 1);
    int k_1 = 5;
    int n = 1;
    for (;;) {
        k = k_1 - 1;
        if (k_1 <= 0) {
            break;
        }
        k_1 = k;
        n += k;
    }
    printf("%d %d\n", n, k);
    for (;;) {
        k += 3;
        if (k >= 20) {
            printf("%d\n", k);
            return 0;
        }
    }
}
