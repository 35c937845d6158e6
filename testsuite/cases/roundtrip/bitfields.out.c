/* Bit-fields: signed and unsigned widths, truncation on store, and packing with other fields. */
int printf(const char *fmt, ...);

struct flags {
    unsigned int ready : 1;
    unsigned int mode : 3;
    signed int delta : 5;
    unsigned int count : 12;
    int plain;
};

int main(void)
{
    struct flags f;
    f.ready = 1U;
    f.mode = 5U;
    f.delta = -3;
    f.count = 4000U;
    f.plain = 77;
    printf("%u %u %d %u %d\n", (int)f.ready, (int)f.mode, f.delta, (int)f.count, f.plain);
    f.mode = 1U;
    f.count = (unsigned int)((int)f.count + 200);
    f.delta = 15;
    printf("%u %u %d\n", (int)f.mode, (int)f.count, f.delta);
    f.delta = f.delta - 20;
    printf("%d\n", f.delta);
    for (int k = 0; k < 5; k++) {
        f.ready = (unsigned int)((int)f.ready + 1);
    }
    printf("%u\n", (int)f.ready);
    f.count = 0U;
    f.count = (unsigned int)((int)f.count - 1);
    printf("%u\n", (int)f.count);
    printf("%d\n", (int)f.mode * 100 + f.delta);
    return 0;
}
