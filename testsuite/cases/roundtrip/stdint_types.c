/* Fixed-width integer types from <stdint.h> and their limits. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

static uint32_t fnv1a(const uint8_t *data, size_t n)
{
    uint32_t hash = 2166136261u;
    size_t k;
    for (k = 0; k < n; k++) {
        hash ^= data[k];
        hash *= 16777619u;
    }
    return hash;
}

static int64_t mul_wide(int32_t a, int32_t b)
{
    return (int64_t)a * b;
}

int main(void)
{
    const uint8_t bytes[5] = {'h', 'e', 'l', 'l', 'o'};
    int8_t i8 = INT8_MIN;
    uint16_t u16 = UINT16_MAX;
    int_least32_t l32 = -123456;
    uint_fast8_t f8 = 200;
    intptr_t ip = -5;
    printf("%08" PRIx32 "\n", fnv1a(bytes, 5));
    printf("%" PRId64 "\n", mul_wide(INT32_MAX, INT32_MIN));
    printf("%d %u %ld %u %ld\n", i8, u16, (long)l32, (unsigned)f8, (long)ip);
    printf("%" PRIu64 " %" PRId64 "\n", UINT64_MAX, INT64_MIN);
    u16 += 1;
    printf("%u\n", u16);
    return 0;
}
