/* Plain char, signed char and unsigned char: sign extension when widened and when compared. */
int printf(const char *fmt, ...);

static int count_high(const char *text)
{
    int count = 0;
    while (*text) {
        if ((unsigned char)*text >= 128)
            count++;
        text++;
    }
    return count;
}

int main(void)
{
    char c = (char)0xE9;
    signed char sc = (signed char)0xE9;
    unsigned char uc = 0xE9;
    char buf[4] = {(char)0x80, 'a', (char)0xFF, 0};
    printf("%d %d %d\n", c, sc, uc);
    printf("%d %d\n", c == sc, (unsigned char)c == uc);
    printf("%d\n", sc < 0);
    printf("%d\n", uc > 127);
    printf("%d\n", count_high(buf));
    printf("%d %d\n", buf[0] + 1, (unsigned char)buf[2] + 1);
    printf("%u\n", (unsigned int)sc);
    printf("%u\n", (unsigned int)uc);
    printf("%d\n", (int)(signed char)(uc + 50));
    return 0;
}
