/* Void functions, empty statements and bodies, unused parameters, and calls whose result is dropped. */
int printf(const char *fmt, ...);

static int state;

static void nothing(void)
{
}

static void set_state(int v, int unused)
{
    (void)unused;
    state = v;
}

static int returns_value(void)
{
    int t1 = state + 1;
    state = t1;
    return t1;
}

int main(void)
{
    int t1;
    nothing();
    set_state(3, 0);
    returns_value();
    returns_value();
    int k = 0;
    while (k < 3) {
        k++;
    }
    do {
        t1 = state;
    } while (t1 > 100);
    printf("%d %d\n", t1, k);
    if (!state) {
        nothing();
    }
    return 0;
}
