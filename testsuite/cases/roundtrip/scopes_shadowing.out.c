/* Block scopes: shadowed variables, declarations in inner blocks, and loop-scoped variables. */
int printf(const char *fmt, ...);

static int x = 1;

static int read_global(void)
{
    return x;
}

int main(void)
{
    printf("%d %d\n", 2, read_global());
    printf("%d\n", 3);
    printf("%d\n", 31);
    printf("%d\n", 4);
    for (int x_1 = 10; x_1 < 12; x_1++) {
        printf("%d ", x_1);
    }
    printf("\n%d\n", 2);
    printf("%d\n", -1);
    printf("%d\n", 2);
    return 0;
}
