/* While and do-while loops: zero-trip, one-trip, and loops whose condition has side effects. */
int printf(const char *fmt, ...);

static int digits(unsigned long n)
{
    int count = 0;
    do {
        count++;
        n /= 10;
    } while (n != 0);
    return count;
}

static unsigned collatz_steps(unsigned n)
{
    unsigned steps = 0;
    while (n != 1) {
        n = n % 2 ? 3 * n + 1 : n / 2;
        steps++;
    }
    return steps;
}

int main(void)
{
    int n = 0;
    int k = 5;
    printf("%d %d %d\n", digits(0), digits(9), digits(1234567890123ul));
    printf("%u %u\n", collatz_steps(27), collatz_steps(1));
    while (n > 0)
        n--;
    printf("%d\n", n);
    do
        n++;
    while (0);
    printf("%d\n", n);
    while (k-- > 0)
        n += k;
    printf("%d %d\n", n, k);
    do {
        k += 3;
    } while (k < 20);
    printf("%d\n", k);
    return 0;
}
