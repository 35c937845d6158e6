/* Block scopes: shadowed variables, declarations in inner blocks, and loop-scoped variables. */
int printf(const char *fmt, ...);

static int x = 1;

static int read_global(void)
{
    return x;
}

int main(void)
{
    int x = 2;
    printf("%d %d\n", x, read_global());
    {
        int x = 3;
        printf("%d\n", x);
        {
            int y = x * 10;
            int x = y + 1;
            printf("%d\n", x);
        }
        x++;
        printf("%d\n", x);
    }
    for (int x = 10; x < 12; x++) {
        int z = x;
        printf("%d ", z);
    }
    printf("\n%d\n", x);
    if (x) {
        int x = -1;
        printf("%d\n", x);
    }
    printf("%d\n", x);
    return 0;
}
