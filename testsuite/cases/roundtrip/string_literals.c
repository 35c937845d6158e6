/* String literals: escapes, concatenation, indexing, arrays initialized from strings, and length. */
int printf(const char *fmt, ...);

static int length(const char *s)
{
    const char *p = s;
    while (*p)
        p++;
    return (int)(p - s);
}

static int count_char(const char *s, char c)
{
    int n = 0;
    for (; *s; s++)
        n += *s == c;
    return n;
}

int main(void)
{
    const char *msg = "tab\there \"quoted\" back\\slash";
    char buf[] = "abc" "def";
    char sized[10] = "xy";
    const char *octal = "\101\102\x43";
    printf("%s\n", msg);
    printf("%d %d\n", length(msg), (int)sizeof buf);
    printf("%s %d\n", buf, length(sized));
    printf("%s\n", octal);
    printf("%c %c\n", "literal"[3], *("pointer" + 1));
    printf("%d\n", count_char("mississippi", 's'));
    printf("%d\n", (int)sizeof "four");
    printf("%s|%s\n", "", "\n"[0] == 10 ? "newline" : "no");
    buf[2] = '\0';
    printf("%s %d\n", buf, sized[5]);
    return 0;
}
