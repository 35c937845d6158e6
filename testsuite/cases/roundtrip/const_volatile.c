/* Qualifiers: const data and pointers, volatile accesses that must all happen, and restrict. */
int printf(const char *fmt, ...);

static const int limits[3] = {10, 20, 30};
static volatile int ticks;

static int total(const int *const values, int n)
{
    int sum = 0;
    int k;
    for (k = 0; k < n; k++)
        sum += values[k];
    return sum;
}

static void tick(int n)
{
    while (n-- > 0)
        ticks++;
}

static void add_arrays(int n, int *restrict dst, const int *restrict src)
{
    int k;
    for (k = 0; k < n; k++)
        dst[k] += src[k];
}

int main(void)
{
    const double scale = 2.5;
    int dst[3] = {1, 1, 1};
    volatile int local = 5;
    const char *const name = "const";
    tick(7);
    local += ticks;
    add_arrays(3, dst, limits);
    printf("%d %d %d\n", total(limits, 3), ticks, local);
    printf("%d %d %d %f %s\n", dst[0], dst[1], dst[2], scale * dst[0], name);
    return 0;
}
