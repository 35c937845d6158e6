/* Compound assignment operators on every arithmetic type, on narrow types, and on pointers. */
int printf(const char *fmt, ...);

int main(void)
{
    int i = 100;
    unsigned u = 7;
    unsigned char uc = 250;
    short s = 1000;
    long l = -50;
    double d = 1.5;
    float f = 2.0f;
    int arr[6] = {1, 2, 3, 4, 5, 6};
    int *p = arr;
    i += 5;
    i -= 3;
    i *= 4;
    i /= 3;
    i %= 17;
    printf("%d\n", i);
    u <<= 3;
    u >>= 1;
    u &= 0x1C;
    u |= 0x100;
    u ^= 0x0F;
    printf("%u\n", u);
    uc += 10;
    printf("%d\n", uc);
    s *= 30;
    printf("%d\n", s);
    l /= 7;
    l %= 4;
    printf("%ld\n", l);
    d *= 3;
    d -= 0.25;
    d /= 2;
    printf("%f\n", d);
    f += 0.5;
    f *= f;
    printf("%f\n", f);
    i = 10;
    i *= 2.75;
    printf("%d\n", i);
    p += 4;
    p -= 1;
    *p += 100;
    printf("%d %d\n", *p, arr[3]);
    arr[1] <<= 4;
    arr[i % 6] += arr[1];
    printf("%d %d\n", arr[1], arr[3]);
    return 0;
}
