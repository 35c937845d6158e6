/* Variadic calls to printf with every common conversion, width, precision and flag. */
int printf(const char *fmt, ...);

int main(void)
{
    int i = -42;
    unsigned u = 3000000000u;
    long l = -1234567890123L;
    unsigned long long ull = 18446744073709551615ull;
    double d = 3.14159265358979;
    float f = -0.125f;
    char c = 'Z';
    short s = -7;
    unsigned char uc = 200;
    printf("%d|%5d|%-5d|%05d|%+d\n", i, i, i, i, -i);
    printf("%u|%x|%X|%o|%#x\n", u, u, u, u, u);
    printf("%ld|%llu|%lx\n", l, ull, (unsigned long)l);
    printf("%f|%.2f|%10.3f|%-10.1f|%e|%g\n", d, d, d, d, d, d);
    printf("%f|%g|%E\n", f, f, f);
    printf("%c|%3c|%s|%.3s|%8s|%-8s|\n", c, c, "text", "truncate", "right", "left");
    printf("%hd|%hhu|%d\n", s, uc, uc);
    printf("%%|%d%%\n", 50);
    printf("%*d|%.*f\n", 6, 12, 3, 2.0 / 3.0);
    printf("no conversions\n");
    printf("%d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    printf("%f %f %f %f %f %f %f %f %f\n", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0);
    return 0;
}
