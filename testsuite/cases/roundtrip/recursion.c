/* Recursion: linear, tree-shaped, mutual, and with accumulators passed by pointer. */
int printf(const char *fmt, ...);

static int is_odd(unsigned n);

static long fib(int n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

static unsigned long ackermann(unsigned long m, unsigned long n)
{
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

static int is_even(unsigned n)
{
    return n == 0 ? 1 : is_odd(n - 1);
}

static int is_odd(unsigned n)
{
    return n == 0 ? 0 : is_even(n - 1);
}

static void hanoi(int n, int from, int to, int via, int *moves)
{
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to, moves);
    (*moves)++;
    hanoi(n - 1, via, to, from, moves);
}

static int sum_digits(int n)
{
    if (n < 10)
        return n;
    return n % 10 + sum_digits(n / 10);
}

int main(void)
{
    int moves = 0;
    printf("%ld %ld\n", fib(10), fib(25));
    printf("%lu\n", ackermann(2, 3));
    printf("%d %d\n", is_even(10), is_odd(7));
    hanoi(10, 1, 3, 2, &moves);
    printf("%d\n", moves);
    printf("%d\n", sum_digits(987654321));
    return 0;
}
