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
    struct flags f = {1, 5, -3, 4000, 77};
    int nine = 9;
    int k;
    printf("%u %u %d %u %d\n", f.ready, f.mode, f.delta, f.count, f.plain);
    f.mode = nine;
    f.count += 200;
    f.delta = 15;
    printf("%u %u %d\n", f.mode, f.count, f.delta);
    f.delta -= 20;
    printf("%d\n", f.delta);
    for (k = 0; k < 5; k++)
        f.ready++;
    printf("%u\n", f.ready);
    f.count = 0;
    f.count--;
    printf("%u\n", f.count);
    printf("%d\n", f.mode * 100 + f.delta);
    return 0;
}
