/* The comma operator and the conditional operator, nested and with mixed operand types. */
int printf(const char *fmt, ...);

static int clamp(int x, int lo, int hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

static int side_effects;

static int touch(int v)
{
    side_effects++;
    return v;
}

int main(void)
{
    int a = 1, b = 2, c;
    int arr[3] = {7, 8, 9};
    int *p = 0;
    double mixed;
    c = (a++, b++, a + b);
    printf("%d %d %d\n", a, b, c);
    printf("%d %d %d\n", clamp(-4, 0, 10), clamp(4, 0, 10), clamp(40, 0, 10));
    mixed = a > b ? 1 : 2.5;
    printf("%f\n", mixed);
    printf("%d\n", a < b ? touch(1) : touch(2));
    printf("%d\n", side_effects);
    p = c > 3 ? &arr[2] : arr;
    printf("%d\n", *p);
    printf("%d\n", (p ? p : arr)[-1]);
    c = a ? b ? 11 : 22 : 33;
    printf("%d\n", c);
    *(a > 0 ? &a : &b) = 100;
    printf("%d %d\n", a, b);
    for (a = 0, b = 5; a < b; a += 2, b--)
        ;
    printf("%d %d\n", a, b);
    printf("%ld\n", a > 0 ? 1L << 40 : -1);
    return 0;
}
