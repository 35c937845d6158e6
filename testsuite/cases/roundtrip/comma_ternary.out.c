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
    double mixed;
    int *p;
    int *t6;
    int t7;
    int c_1;
    int *t8;
    int t9;
    int t10;
    long t11;
    a = 1;
    b = 2;
    arr[0] = 7;
    arr[1] = 8;
    arr[2] = 9;
    a = a + 1;
    b = b + 1;
    int t2 = a;
    int t3 = b;
    int c = t2 + t3;
    printf("%d %d %d\n", t2, t3, c);
    int t4 = clamp(40, 0, 10);
    int t5 = clamp(4, 0, 10);
    printf("%d %d %d\n", clamp(-4, 0, 10), t5, t4);
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
        t6 = p;
    } else {
        t6 = arr;
    }
    printf("%d\n", t6[-1]);
    if (a) {
        if (b) {
            t7 = 11;
        } else {
            t7 = 22;
        }
        c_1 = t7;
    } else {
        c_1 = 33;
    }
    printf("%d\n", c_1);
    if (a > 0) {
        t8 = &a;
    } else {
        t8 = &b;
    }
    *t8 = 100;
    printf("%d %d\n", a, b);
    a = 0;
    b = 5;
    for (;;) {
        t9 = a;
        t10 = b;
        if (t9 >= t10) {
            break;
        }
        a = t9 + 2;
        b = b - 1;
    }
    printf("%d %d\n", t9, t10);
    if (a > 0) {
        t11 = 1099511627776L;
    } else {
        t11 = -1L;
    }
    printf("%ld\n", t11);
    return 0;
}
