/* Static locals: initialized once, keep their value across calls, and are private per function. */
int printf(const char *fmt, ...);

static int next_id(void)
{
    static int id = 100;
    int t1 = id;
    id = t1 + 1;
    return t1;
}

static int calls(void)
{
    static int id;
    id = id + 1;
    return id;
}

static const char *cycle(void)
{
    static const char *names[3] = {"a", "b", "c"};
    static unsigned int pos = 0U;
    unsigned int t1 = pos;
    const char *res = names[t1 % 3U];
    pos = t1 + 1U;
    return res;
}

static double running_mean(double x)
{
    static double sum = 0.0;
    static int n;
    sum = sum + x;
    n = n + 1;
    return sum / (double)n;
}

int main(void)
{
    for (int k = 0; k < 4; k++) {
        int a = next_id();
        int b = calls();
        double t1 = running_mean((double)k * 1.5);
        printf("%d %d %s %f\n", a, b, cycle(), t1);
    }
    return 0;
}
