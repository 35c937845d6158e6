/* Explicit casts between integer widths, signedness, floating types, pointers and void. */
#include <stdint.h>
int printf(const char *fmt, ...);

int main(void)
{
    long long big = 0x123456789ALL;
    int neg = -2;
    double d = 65.99;
    int value = 0x11223344;
    unsigned char *bytes = (unsigned char *)&value;
    void *vp = &value;
    int *ip = (int *)vp;
    uintptr_t addr = (uintptr_t)ip;
    printf("%d\n", (int)big);
    printf("%d\n", (short)big);
    printf("%d\n", (signed char)big);
    printf("%u\n", (unsigned)neg);
    printf("%lu\n", (unsigned long)neg);
    printf("%llu\n", (unsigned long long)(unsigned)neg);
    printf("%c\n", (char)d);
    printf("%f\n", (float)d);
    printf("%d\n", (int)(float)d);
    printf("%02x %02x\n", bytes[0], bytes[3]);
    printf("%d\n", *ip == value);
    printf("%d\n", (int *)addr == ip);
    printf("%d\n", (_Bool)0.001);
    (void)neg;
    printf("%ld\n", (long)(char *)&bytes[3] - (long)(char *)&bytes[0]);
    return 0;
}
