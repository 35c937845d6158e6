/* Conditions of every scalar type in if, while, for and ?:, including pointers, floats and chars. */
int printf(const char *fmt, ...);

int main(void)
{
    float f;
    float f_1;
    int t3;
    int t4;
    const char *s = "abc";
    int n_1 = 0;
    while (*s) {
        s = s + 1;
        n_1++;
    }
    printf("%d\n", n_1);
    for (f_1 = 0.5f; f_1 != 0.0f; f_1 = f) {
        f = f_1 * 0.5f;
        if (!(f > 0.01f)) {
            f = 0.0f;
        }
    }
    printf("%f\n", (double)f_1);
    unsigned long long big = 1099511627776ULL;
    int n = n_1;
    for (; big; big >>= 8) {
        n++;
    }
    printf("%d\n", n);
    char *t1 = "d zero";
    char *t2 = "c set";
    printf("%s %s\n", t2, t1);
    if (f_1 == 0.0f) {
        t3 = 1;
    } else {
        t3 = 0;
    }
    if (t3) {
        t4 = (big == 0ULL) != 0;
    } else {
        t4 = 0;
    }
    if (t4) {
        printf("all\n");
    }
    return 0;
}
