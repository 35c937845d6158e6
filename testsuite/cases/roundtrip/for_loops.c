/* For loops: counting up and down, empty clauses, comma in clauses, nested loops, and declarations. */
int printf(const char *fmt, ...);

int main(void)
{
    int i, j;
    int total = 0;
    for (i = 0; i < 5; i++)
        total += i;
    printf("%d\n", total);
    for (i = 10; i > 0; i -= 3)
        printf("%d ", i);
    printf("\n");
    for (i = 0, j = 10; i < j; i++, j--)
        printf("%d:%d ", i, j);
    printf("\n");
    i = 0;
    for (;;) {
        if (++i >= 4)
            break;
    }
    printf("%d\n", i);
    for (int k = 0; k < 3; k++)
        for (int m = k; m < 3; m++)
            printf("(%d,%d)", k, m);
    printf("\n");
    for (unsigned u = 3; u != (unsigned)-1; u--)
        printf("%u ", u);
    printf("\n");
    for (i = 0; i < 3; )
        i += 2;
    printf("%d\n", i);
    for (double x = 0.0; x < 1.0; x += 0.25)
        printf("%.2f ", x);
    printf("\n");
    return 0;
}
