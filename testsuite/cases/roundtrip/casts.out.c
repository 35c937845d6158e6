/* Explicit casts between integer widths, signedness, floating types, pointers and void. */
#include <stdint.h>
int printf(const char *fmt, ...);

int main(void)
{
    int value;
    value = 287454020;
    unsigned char *bytes = (unsigned char *)&value;
    int *ip = (int *)(void *)&value;
    printf("%d\n", 878082202);
    printf("%d\n", 30874);
    printf("%d\n", -102);
    printf("%u\n", 4294967294U);
    printf("%lu\n", 18446744073709551614UL);
    printf("%llu\n", 4294967294ULL);
    printf("%c\n", 65);
    float t1 = (float)65.99;
    printf("%f\n", (double)t1);
    printf("%d\n", (int)t1);
    unsigned char *t2 = bytes + 3;
    unsigned char *t3 = bytes + 0;
    printf("%02x %02x\n", (int)*t3, (int)*t2);
    printf("%d\n", *ip == value);
    printf("%d\n", (int *)(unsigned long)ip == ip);
    printf("%d\n", 1);
    printf("%ld\n", (long)(char *)t2 - (long)(char *)t3);
    return 0;
}
