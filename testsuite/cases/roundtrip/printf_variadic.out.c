/* Variadic calls to printf with every common conversion, width, precision and flag. */
int printf(const char *fmt, ...);

int main(void)
{
    printf("%d|%5d|%-5d|%05d|%+d\n", -42, -42, -42, -42, 42);
    printf("%u|%x|%X|%o|%#x\n", 3000000000U, 3000000000U, 3000000000U, 3000000000U, 3000000000U);
    printf("%ld|%llu|%lx\n", -1234567890123L, 18446744073709551615ULL, 18446742839141661493UL);
    printf("%f|%.2f|%10.3f|%-10.1f|%e|%g\n", 3.14159265358979, 3.14159265358979, 3.14159265358979, 3.14159265358979, 3.14159265358979, 3.14159265358979);
    printf("%f|%g|%E\n", -0.125, -0.125, -0.125);
    printf("%c|%3c|%s|%.3s|%8s|%-8s|\n", 90, 90, "text", "truncate", "right", "left");
    printf("%hd|%hhu|%d\n", -7, 200, 200);
    printf("%%|%d%%\n", 50);
    printf("%*d|%.*f\n", 6, 12, 3, 2.0 / 3.0);
    printf("no conversions\n");
    printf("%d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    printf("%f %f %f %f %f %f %f %f %f\n", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0);
    return 0;
}
