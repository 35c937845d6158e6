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
    int t1;
    t1 = state + 1;
    state = t1;
    return t1;
}

int main(void)
{
    int k;
    nothing();
    set_state(3, 0);
    returns_value();
    returns_value();
    k = 0;
    while (k < 3) {
        k++;
    }
    while (state > 100) {
    }
    printf("%d %d\n", state, k);
    if (!state) {
        nothing();
    }
    return 0;
}
