/* Hand-written string routines over char pointers: copy, compare, reverse, search and convert. */
int printf(const char *fmt, ...);

static char *my_strcpy(char *dst, const char *src)
{
    char *res = dst;
    while ((*dst++ = *src++) != '\0')
        ;
    return res;
}

static int my_strcmp(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

static void reverse_in_place(char *s)
{
    char *end = s;
    while (*end)
        end++;
    while (s < --end) {
        char t = *s;
        *s++ = *end;
        *end = t;
    }
}

static const char *my_strchr(const char *s, int c)
{
    for (; *s; s++)
        if (*s == (char)c)
            return s;
    return c == 0 ? s : 0;
}

static int my_atoi(const char *s)
{
    int sign = 1, value = 0;
    while (*s == ' ')
        s++;
    if (*s == '-' || *s == '+')
        sign = *s++ == '-' ? -1 : 1;
    while (*s >= '0' && *s <= '9')
        value = value * 10 + (*s++ - '0');
    return sign * value;
}

static void to_upper(char *s)
{
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z')
            *s -= 'a' - 'A';
}

int main(void)
{
    char buf[32];
    my_strcpy(buf, "Hello, vcc");
    printf("%s\n", buf);
    printf("%d %d %d\n", my_strcmp("abc", "abd") < 0, my_strcmp("b", "a") > 0, my_strcmp("x", "x"));
    reverse_in_place(buf);
    printf("%s\n", buf);
    printf("%s\n", my_strchr("find the t", 't'));
    printf("%d\n", my_strchr("abc", 'z') == 0);
    printf("%d %d %d\n", my_atoi("  -1234"), my_atoi("+56x"), my_atoi("7"));
    to_upper(buf);
    printf("%s\n", buf);
    return 0;
}
