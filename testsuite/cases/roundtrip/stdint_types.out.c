/* Fixed-width integer types from <stdint.h> and their limits. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

static uint32_t fnv1a(const uint8_t *data, size_t n)
{
    unsigned int hash = 2166136261U;
    for (unsigned long k = 0UL; k < n; k++) {
        hash = (hash ^ (unsigned int)data[(long)k]) * 16777619U;
    }
    return hash;
}

static int64_t mul_wide(int32_t a, int32_t b)
{
    return (long)a * (long)b;
}

int main(void)
{
    unsigned char bytes[5];
    bytes[0] = (unsigned char)104;
    bytes[1] = (unsigned char)101;
    bytes[2] = (unsigned char)108;
    bytes[3] = (unsigned char)108;
    bytes[4] = (unsigned char)111;
    printf("%08x\n", fnv1a(bytes, 5UL));
    printf("%ld\n", mul_wide(2147483647, (-2147483647 - 1)));
    printf("%d %u %ld %u %ld\n", -128, 65535, -123456L, 200U, -5L);
    printf("%lu %ld\n", 18446744073709551615UL, (-9223372036854775807L - 1));
    printf("%u\n", 0);
    return 0;
}
