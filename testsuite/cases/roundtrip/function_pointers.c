/* Function pointers: tables, callbacks, returned from functions, compared, and called through structs. */
int printf(const char *fmt, ...);

typedef int (*unary)(int);

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }
static int negate(int x) { return -x; }

static unary table[] = {twice, square, negate};

static int apply_all(int x, unary *fns, int n)
{
    int k;
    for (k = 0; k < n; k++)
        x = fns[k](x);
    return x;
}

static unary pick(int which)
{
    return which ? square : &twice;
}

struct op {
    const char *name;
    int (*fn)(int, int);
};

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }

static void each(const int *values, int n, void (*visit)(int))
{
    while (n--)
        visit(*values++);
}

static void show(int v)
{
    printf("[%d]", v);
}

int main(void)
{
    struct op ops[2] = {{"add", add}, {"sub", sub}};
    int values[3] = {3, 1, 4};
    int k;
    printf("%d\n", apply_all(3, table, 3));
    printf("%d %d\n", pick(0)(7), (*pick(1))(7));
    for (k = 0; k < 2; k++)
        printf("%s %d\n", ops[k].name, ops[k].fn(10, 4));
    each(values, 3, show);
    printf("\n");
    printf("%d %d\n", pick(1) == square, table[0] == pick(1));
    return 0;
}
