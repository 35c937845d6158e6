/* One function vcc keeps as written (a variable-length array) and one it can regenerate. */
int vla_add(int a, int b)
{
    char pad[a > 0 ? a : 1];
    (void)pad;
    return a + b;
}

int twice(int x)
{
    return 2 * x;
}
