/* Integer promotions: small types widen to int before arithmetic, comparison and shifts. */
int printf(const char *fmt, ...);

int main(void)
{
    unsigned char a = 200, b = 100;
    signed char x = -100, y = 100;
    unsigned short us = 65535;
    short s = -1;
    printf("%d\n", a + b);
    printf("%d\n", (unsigned char)(a + b));
    printf("%d\n", x - y);
    printf("%d\n", us * 2);
    printf("%d\n", us == (unsigned short)s);
    printf("%d\n", s < us);
    printf("%d\n", ~a);
    printf("%d\n", -a);
    printf("%d\n", a << 4);
    printf("%d\n", (int)sizeof(a + b));
    printf("%d\n", (int)sizeof(+x));
    printf("%d\n", x * y);
    printf("%d\n", (signed char)(x * 2));
    return 0;
}
