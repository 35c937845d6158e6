/* String literals: escapes, concatenation, indexing, arrays initialized from strings, and length. */
int printf(const char *fmt, ...);

static int length(const char *s)
{
    const char *p = s;
    while (*p) {
        p = p + 1;
    }
    return (int)((long)p - (long)s);
}

static int count_char(const char *s, char c)
{
    const char *s_1 = s;
    int n = 0;
    for (;; s_1 = s_1 + 1) {
        char t1 = *s_1;
        if (!t1) {
            break;
        }
        n += (int)t1 == (int)c;
    }
    return n;
}

int main(void)
{
    char buf[7];
    char sized[10];
    char *t1;
    const char *msg = "tab\there \"quoted\" back\\slash";
    buf[0] = (char)97;
    buf[1] = (char)98;
    buf[2] = (char)99;
    buf[3] = (char)100;
    buf[4] = (char)101;
    buf[5] = (char)102;
    buf[6] = (char)0;
    sized[0] = (char)120;
    sized[1] = (char)121;
    sized[2] = (char)0;
    sized[3] = (char)0;
    sized[4] = (char)0;
    sized[5] = (char)0;
    sized[6] = (char)0;
    sized[7] = (char)0;
    sized[8] = (char)0;
    sized[9] = (char)0;
    printf("%s\n", msg);
    printf("%d %d\n", length(msg), 7);
    printf("%s %d\n", buf, length(sized));
    printf("%s\n", "ABC");
    printf("%c %c\n", (int)"literal"[3], (int)"pointer"[1]);
    printf("%d\n", count_char("mississippi", (char)115));
    printf("%d\n", 5);
    if ((int)"\n"[0] == 10) {
        t1 = "newline";
    } else {
        t1 = "no";
    }
    printf("%s|%s\n", "", t1);
    buf[2] = (char)0;
    printf("%s %d\n", buf, (int)sized[5]);
    return 0;
}
