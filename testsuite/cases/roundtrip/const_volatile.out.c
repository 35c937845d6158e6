/* Qualifiers: const data and pointers, volatile accesses that must all happen, and restrict. */
int printf(const char *fmt, ...);

static const int limits[3] = {10, 20, 30};
static volatile int ticks;

static int total(const int *const values, int n)
{
    int sum = 0;
    for (int k = 0; k < n; k++) {
        sum += values[k];
    }
    return sum;
}

static void tick(int n)
{
    int n_1 = n;
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        int t1 = ticks;
        ticks = t1 + 1;
        n_1 = n_2;
    }
}

static void add_arrays(int n, int *restrict dst, const int *restrict src)
{
    for (int k = 0; k < n; k++) {
        long t1 = (long)k;
        int *t2 = dst + t1;
        *t2 = *t2 + src[t1];
    }
}

int main(void)
{
    int dst[3];
    volatile int local;
    dst[0] = 1;
    dst[1] = 1;
    dst[2] = 1;
    local = 5;
    tick(7);
    int t1 = local;
    int t2 = ticks;
    local = t1 + t2;
    add_arrays(3, dst, limits);
    int t3 = local;
    int t4 = ticks;
    printf("%d %d %d\n", total(limits, 3), t4, t3);
    int t5 = dst[0];
    printf("%d %d %d %f %s\n", t5, dst[1], dst[2], 2.5 * (double)t5, "const");
    return 0;
}
