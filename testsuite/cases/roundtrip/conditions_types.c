/* Conditions of every scalar type in if, while, for and ?:, including pointers, floats and chars. */
int printf(const char *fmt, ...);

int main(void)
{
    const char *s = "abc";
    float f = 0.5f;
    unsigned long long big = 1ull << 40;
    char c = 'x';
    int n = 0;
    while (*s)
        s++, n++;
    printf("%d\n", n);
    while (f)
        f = f * 0.5f > 0.01f ? f * 0.5f : 0.0f;
    printf("%f\n", f);
    for (; big; big >>= 8)
        n++;
    printf("%d\n", n);
    printf("%s %s\n", c ? "c set" : "c zero", 0.0 ? "d set" : "d zero");
    if (!f && c && big == 0)
        printf("all\n");
    return 0;
}
