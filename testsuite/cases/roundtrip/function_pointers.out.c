/* Function pointers: tables, callbacks, returned from functions, compared, and called through structs. */
int printf(const char *fmt, ...);

typedef int (*unary)(int);

static int twice(int x) {
    return 2 * x;
}
static int square(int x) {
    return x * x;
}
static int negate(int x) {
    return -x;
}

static unary table[] = {twice, square, negate};

static int apply_all(int x, unary *fns, int n)
{
    int x_1 = x;
    for (int k = 0; k < n; k++) {
        x_1 = fns[k](x_1);
    }
    return x_1;
}

static unary pick(int which)
{
    int (*t1)(int);
    if (which) {
        t1 = square;
    } else {
        t1 = twice;
    }
    return t1;
}

struct op {
    const char *name;
    int (*fn)(int, int);
};

static int add(int a, int b) {
    return a + b;
}
static int sub(int a, int b) {
    return a - b;
}

static void each(const int *values, int n, void (*visit)(int))
{
    int n_1 = n;
    const int *values_1 = values;
    for (;;) {
        int n_2 = n_1 - 1;
        if (!n_1) {
            break;
        }
        visit(*values_1);
        n_1 = n_2;
        values_1 = values_1 + 1;
    }
}

static void show(int v)
{
    printf("[%d]", v);
}

int main(void)
{
    struct op ops[2];
    int values[3];
    ops[0].name = "add";
    ops[0].fn = add;
    ops[1].name = "sub";
    ops[1].fn = sub;
    values[0] = 3;
    values[1] = 1;
    values[2] = 4;
    printf("%d\n", apply_all(3, table, 3));
    int t1 = pick(1)(7);
    int (*t2)(int) = pick(0);
    printf("%d %d\n", t2(7), t1);
    for (int k = 0; k < 2; k++) {
        struct op *t3 = &ops[k];
        int t4 = t3->fn(10, 4);
        printf("%s %d\n", t3->name, t4);
    }
    each(values, 3, show);
    printf("\n");
    int (*t5)(int) = table[0];
    int (*t6)(int) = pick(1);
    printf("%d %d\n", pick(1) == square, t5 == t6);
    return 0;
}
