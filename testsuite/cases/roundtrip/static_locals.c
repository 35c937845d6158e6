/* Static locals: initialized once, keep their value across calls, and are private per function. */
int printf(const char *fmt, ...);

static int next_id(void)
{
    static int id = 100;
    return id++;
}

static int calls(void)
{
    static int id;
    id += 1;
    return id;
}

static const char *cycle(void)
{
    static const char *names[] = {"a", "b", "c"};
    static unsigned pos = 0;
    const char *res = names[pos % 3];
    pos++;
    return res;
}

static double running_mean(double x)
{
    static double sum = 0.0;
    static int n;
    sum += x;
    n++;
    return sum / n;
}

int main(void)
{
    int k;
    for (k = 0; k < 4; k++) {
        int a = next_id();
        int b = calls();
        printf("%d %d %s %f\n", a, b, cycle(), running_mean(k * 1.5));
    }
    return 0;
}
