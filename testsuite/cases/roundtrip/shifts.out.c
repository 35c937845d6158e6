/* Shifts: by constants and by variables, of signed and unsigned, narrow and wide operands. */
int printf(const char *fmt, ...);

static unsigned rotl32(unsigned x, int n)
{
    return (x << n) | (x >> (32 - n));
}

int main(void)
{
    for (int i = 1; i < 32; i += 5) {
        printf("%u %u\n", 2147483649U >> i, rotl32(2147483649U, i));
    }
    printf("%d\n", -32);
    printf("%d\n", -32);
    printf("%lld\n", 1099511627776LL);
    printf("%llu\n", 1ULL);
    printf("%d\n", 258);
    printf("%d\n", 2);
    printf("%d\n", 1073741824);
    printf("%u\n", 2147483648U);
    printf("%ld\n", 42949672960L);
    printf("%d\n", -1);
    for (int i_1 = 0; i_1 < 64; i_1 += 9) {
        printf("%llu ", 1311768467463790320ULL >> i_1);
    }
    printf("\n");
    return 0;
}
