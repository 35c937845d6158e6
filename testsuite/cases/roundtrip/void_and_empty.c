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
    return;
}

static int returns_value(void)
{
    return ++state;
}

int main(void)
{
    int k;
    nothing();
    ;
    {
    }
    set_state(3, 0);
    returns_value();
    (void)returns_value();
    for (k = 0; k < 3; k++)
        ;
    while (state > 100)
        ;
    printf("%d %d\n", state, k);
    if (state)
        ;
    else
        nothing();
    return 0;
}
