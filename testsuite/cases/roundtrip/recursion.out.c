/* Recursion: linear, tree-shaped, mutual, and with accumulators passed by pointer. */
int printf(const char *fmt, ...);

static int is_odd(unsigned n);

static long fib(int n)
{
    long t3;
    if (n < 2) {
        t3 = (long)n;
    } else {
        long t1 = fib(n - 1);
        long t2 = fib(n - 2);
        t3 = t1 + t2;
    }
    return t3;
}

static unsigned long ackermann(unsigned long m, unsigned long n)
{
    if (m == 0UL) {
        return n + 1UL;
    }
    if (n == 0UL) {
        return ackermann(m - 1UL, 1UL);
    }
    unsigned long t1 = ackermann(m, n - 1UL);
    return ackermann(m - 1UL, t1);
}

static int is_even(unsigned n)
{
    int t1;
    if (n == 0U) {
        t1 = 1;
    } else {
        t1 = is_odd(n - 1U);
    }
    return t1;
}

static int is_odd(unsigned n)
{
    int t1;
    if (n == 0U) {
        t1 = 0;
    } else {
        t1 = is_even(n - 1U);
    }
    return t1;
}

static void hanoi(int n, int from, int to, int via, int *moves)
{
    if (n == 0) {
        return;
    }
    int t1 = n - 1;
    hanoi(t1, from, via, to, moves);
    *moves = *moves + 1;
    hanoi(t1, via, to, from, moves);
}

static int sum_digits(int n)
{
    if (n >= 10) {
        return n % 10 + sum_digits(n / 10);
    }
    return n;
}

int main(void)
{
    int moves;
    moves = 0;
    long t1 = fib(25);
    printf("%ld %ld\n", fib(10), t1);
    printf("%lu\n", ackermann(2UL, 3UL));
    int t2 = is_odd(7U);
    printf("%d %d\n", is_even(10U), t2);
    hanoi(10, 1, 3, 2, &moves);
    printf("%d\n", moves);
    printf("%d\n", sum_digits(987654321));
    return 0;
}
