/* _Bool: conversion of any scalar to 0/1, arithmetic on bools, and bools in conditions. */
int printf(const char *fmt, ...);

static _Bool is_positive(int x)
{
    return x > 0;
}

static _Bool from_double(double d)
{
    return d;
}

int main(void)
{
    _Bool a = 5;
    _Bool b = 0;
    _Bool c = -1;
    _Bool d = from_double(0.25);
    _Bool e = from_double(0.0);
    int arr[3] = {0, 0, 0};
    int *ptr = arr;
    _Bool p = ptr;
    int count = 0;
    int k;
    printf("%d %d %d %d %d %d\n", a, b, c, d, e, p);
    printf("%d\n", a + c + d);
    for (k = -3; k <= 3; k++)
        count += is_positive(k);
    printf("%d\n", count);
    b = !b;
    a = a && b;
    c = c ^ 1;
    printf("%d %d %d\n", a, b, c);
    b++;
    printf("%d\n", b);
    printf("%d\n", (int)sizeof(_Bool));
    return 0;
}
