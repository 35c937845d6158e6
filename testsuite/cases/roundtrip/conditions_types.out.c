/* Conditions of every scalar type in if, while, for and ?:, including pointers, floats and chars. */
int printf(const char *fmt, ...);

int main(void)
{
    int n;
    const char *s;
    int n_1;
    float f;
    float t1;
    float f_1;
    unsigned long long big;
    char *t2;
    char *t3;
    int t4;
    int t5;
    s = "abc";
    n_1 = 0;
    while (*s) {
        s = s + 1;
        n_1++;
    }
    printf("%d\n", n_1);
    for (f = 0.5f; f != 0.0f; f = f_1) {
        t1 = f * 0.5f;
        if (t1 > 0.01f) {
            f_1 = t1;
        } else {
            f_1 = 0.0f;
        }
    }
    printf("%f\n", (double)f);
    big = 1099511627776ULL;
    n = n_1;
    for (; big; big >>= 8) {
        n++;
    }
    printf("%d\n", n);
    t2 = "d zero";
    t3 = "c set";
    printf("%s %s\n", t3, t2);
    if (f == 0.0f) {
        t4 = 1;
    } else {
        t4 = 0;
    }
    if (t4) {
        t5 = (big == 0ULL) != 0;
    } else {
        t5 = 0;
    }
    if (t5) {
        printf("all\n");
    }
    return 0;
}
