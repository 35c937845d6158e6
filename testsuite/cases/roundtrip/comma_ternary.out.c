/* The comma operator and the conditional operator, nested and with mixed operand types. */
int printf(const char *fmt, ...);

static int clamp(int x, int lo, int hi)
{
    int t1;
    int t2;
    if (x < lo) {
        t2 = lo;
    } else {
        if (x > hi) {
            t1 = hi;
        } else {
            t1 = x;
        }
        t2 = t1;
    }
    return t2;
}

static int side_effects;

static int touch(int v)
{
    side_effects = side_effects + 1;
    return v;
}

int main(void)
{
    int a;
    int b;
    int arr[3];
    int t1;
    int c;
    int t2;
    int t3;
    double mixed;
    int *p;
    int *t4;
    int t5;
    int c_1;
    int *t6;
    long t7;
    a = 1;
    b = 2;
    arr[0] = 7;
    arr[1] = 8;
    arr[2] = 9;
    a = a + 1;
    b = b + 1;
    c = a + b;
    printf("%d %d %d\n", a, b, c);
    t2 = clamp(40, 0, 10);
    t3 = clamp(4, 0, 10);
    printf("%d %d %d\n", clamp(-4, 0, 10), t3, t2);
    if (a > b) {
        mixed = 1.0;
    } else {
        mixed = 2.5;
    }
    printf("%f\n", mixed);
    if (a < b) {
        t1 = touch(1);
    } else {
        t1 = touch(2);
    }
    printf("%d\n", t1);
    printf("%d\n", side_effects);
    if (c > 3) {
        p = &arr[2];
    } else {
        p = arr;
    }
    printf("%d\n", *p);
    if (p != (int *)0) {
        t4 = p;
    } else {
        t4 = arr;
    }
    printf("%d\n", t4[-1]);
    if (a) {
        if (b) {
            t5 = 11;
        } else {
            t5 = 22;
        }
        c_1 = t5;
    } else {
        c_1 = 33;
    }
    printf("%d\n", c_1);
    if (a > 0) {
        t6 = &a;
    } else {
        t6 = &b;
    }
    *t6 = 100;
    printf("%d %d\n", a, b);
    a = 0;
    b = 5;
    while (a < b) {
        a = a + 2;
        b = b - 1;
    }
    printf("%d %d\n", a, b);
    if (a > 0) {
        t7 = 1099511627776L;
    } else {
        t7 = -1L;
    }
    printf("%ld\n", t7);
    return 0;
}
