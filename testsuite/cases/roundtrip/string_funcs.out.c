/* Hand-written string routines over char pointers: copy, compare, reverse, search and convert. */
int printf(const char *fmt, ...);

static char *my_strcpy(char *dst, const char *src)
{
    char *dst_1 = dst;
    const char *src_1 = src;
    for (;;) {
        char t1 = *src_1;
        *dst_1 = t1;
        if ((int)t1 == 0) {
            break;
        }
        dst_1 = dst_1 + 1;
        src_1 = src_1 + 1;
    }
    return dst;
}

static int my_strcmp(const char *a, const char *b)
{
    char t1;
    const char *a_1 = a;
    const char *b_1 = b;
    for (;; a_1 = a_1 + 1, b_1 = b_1 + 1) {
        t1 = *a_1;
        if (!t1) {
            break;
        }
        if (((int)t1 == (int)*b_1) == 0) {
            break;
        }
    }
    return (int)(unsigned char)t1 - (int)(unsigned char)*b_1;
}

static void reverse_in_place(char *s)
{
    char *end;
    char *s_1;
    char *end_1 = s;
    for (;;) {
        if (!*end_1) {
            s_1 = s;
            end = end_1;
            break;
        }
        end_1 = end_1 + 1;
    }
    for (;;) {
        end = end + -1;
        if (s_1 >= end) {
            break;
        }
        char t = *s_1;
        *s_1 = *end;
        *end = t;
        s_1 = s_1 + 1;
    }
}

static const char *my_strchr(const char *s, int c)
{
    const char *t2;
    const char *s_1 = s;
    for (;; s_1 = s_1 + 1) {
        char t1 = *s_1;
        if (!t1) {
            break;
        }
        if ((int)t1 == (int)(char)c) {
            return s_1;
        }
    }
    if (c == 0) {
        t2 = s_1;
    } else {
        t2 = (const char *)0;
    }
    return t2;
}

static int my_atoi(const char *s)
{
    const char *s_1;
    int t1;
    int t3;
    int sign;
    int sign_1;
    int t4;
    const char *s_2 = s;
    for (;;) {
        t1 = (int)*s_2;
        if (t1 != 32) {
            break;
        }
        s_2 = s_2 + 1;
    }
    int t2 = t1 == 45;
    if (t2) {
        t3 = 1;
    } else {
        t3 = (t1 == 43) != 0;
    }
    if (t3) {
        s_1 = s_2 + 1;
        if (t2) {
            sign = -1;
        } else {
            sign = 1;
        }
        sign_1 = sign;
    } else {
        s_1 = s_2;
        sign_1 = 1;
    }
    const char *s_3 = s_1;
    int value = 0;
    for (;; s_3 = s_3 + 1, value = value * 10 + (t4 - 48)) {
        t4 = (int)*s_3;
        if (t4 < 48) {
            break;
        }
        if ((t4 <= 57) == 0) {
            break;
        }
    }
    return sign_1 * value;
}

static void to_upper(char *s)
{
    int t3;
    char *s_1 = s;
    for (;; s_1 = s_1 + 1) {
        char t1 = *s_1;
        if (!t1) {
            break;
        }
        int t2 = (int)t1;
        if (t2 >= 97) {
            t3 = (t2 <= 122) != 0;
        } else {
            t3 = 0;
        }
        if (t3) {
            *s_1 = (char)(t2 - 32);
        }
    }
}

int main(void)
{
    char buf[32];
    my_strcpy(buf, "Hello, vcc");
    printf("%s\n", buf);
    int t1 = my_strcmp("x", "x");
    int t2 = my_strcmp("b", "a");
    printf("%d %d %d\n", my_strcmp("abc", "abd") < 0, t2 > 0, t1);
    reverse_in_place(buf);
    printf("%s\n", buf);
    printf("%s\n", my_strchr("find the t", 116));
    printf("%d\n", my_strchr("abc", 122) == (const char *)0);
    int t3 = my_atoi("7");
    int t4 = my_atoi("+56x");
    printf("%d %d %d\n", my_atoi("  -1234"), t4, t3);
    to_upper(buf);
    printf("%s\n", buf);
    return 0;
}
