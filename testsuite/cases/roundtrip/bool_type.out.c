/* _Bool: conversion of any scalar to 0/1, arithmetic on bools, and bools in conditions. */
int printf(const char *fmt, ...);

static _Bool is_positive(int x)
{
    return (_Bool)(x > 0);
}

static _Bool from_double(double d)
{
    return (_Bool)d;
}

int main(void)
{
    _Bool d = from_double(0.25);
    _Bool e = from_double(0.0);
    int t1 = (int)d;
    printf("%d %d %d %d %d %d\n", 1, 0, 1, t1, (int)e, (int)(_Bool)1);
    printf("%d\n", 2 + t1);
    int count = 0;
    for (int k = -3; k <= 3; k++) {
        count += (int)is_positive(k);
    }
    printf("%d\n", count);
    printf("%d %d %d\n", 1, 1, 0);
    printf("%d\n", 1);
    printf("%d\n", 1);
    return 0;
}
