/* Explicit casts between integer widths, signedness, floating types, pointers and void. */
#include <stdint.h>
int printf(const char *fmt, ...);

int main(void)
{
    int value;
    unsigned char *bytes;
    int *ip;
    value = 287454020;
    bytes = (unsigned char *)&value;
    ip = (int *)(void *)&value;
    printf("%d\n", 878082202);
    printf("%d\n", 30874);
    printf("%d\n", -102);
    printf("%u\n", 4294967294U);
    printf("%lu\n", 18446744073709551614UL);
    printf("%llu\n", 4294967294ULL);
    printf("%c\n", 65);
    printf("%f\n", (double)(float)65.99);
    printf("%d\n", (int)(float)65.99);
    printf("%02x %02x\n", (int)bytes[0], (int)bytes[3]);
    printf("%d\n", *ip == value);
    printf("%d\n", (int *)(unsigned long)ip == ip);
    printf("%d\n", 1);
    printf("%ld\n", (long)(char *)(bytes + 3) - (long)(char *)(bytes + 0));
    return 0;
}
