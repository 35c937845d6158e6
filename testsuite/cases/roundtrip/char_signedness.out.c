/* Plain char, signed char and unsigned char: sign extension when widened and when compared. */
int printf(const char *fmt, ...);

static int count_high(const char *text)
{
    int count_1;
    const char *text_1 = text;
    int count = 0;
    for (;; text_1 = text_1 + 1, count = count_1) {
        char t1 = *text_1;
        if (!t1) {
            break;
        }
        if ((int)(unsigned char)t1 >= 128) {
            count_1 = count + 1;
        } else {
            count_1 = count;
        }
    }
    return count;
}

int main(void)
{
    char buf[4];
    buf[0] = (char)-128;
    buf[1] = (char)97;
    buf[2] = (char)-1;
    buf[3] = (char)0;
    printf("%d %d %d\n", -23, -23, 233);
    printf("%d %d\n", 1, 1);
    printf("%d\n", 1);
    printf("%d\n", 1);
    printf("%d\n", count_high(buf));
    printf("%d %d\n", (int)buf[0] + 1, (int)(unsigned char)buf[2] + 1);
    printf("%u\n", 4294967273U);
    printf("%u\n", 233U);
    printf("%d\n", 27);
    return 0;
}
