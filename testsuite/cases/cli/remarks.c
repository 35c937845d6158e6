/* One function vcc keeps as written (inline assembly) and one it can regenerate. */
int fence_add(int a, int b)
{
    __asm__ volatile("" ::: "memory");
    return a + b;
}

int twice(int x)
{
    return 2 * x;
}
