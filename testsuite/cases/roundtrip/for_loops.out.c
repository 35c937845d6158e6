/* For loops: counting up and down, empty clauses, comma in clauses, nested loops, and declarations. */
int printf(const char *fmt, ...);

int main(void)
{
    int total;
    int i;
    int i_1;
    int i_2;
    int j;
    int i_3;
    int i_4;
    int k;
    int m;
    unsigned int u;
    int i_5;
    double x;
    total = 0;
    for (i = 0; i < 5; i++) {
        total += i;
    }
    printf("%d\n", total);
    for (i_1 = 10; i_1 > 0; i_1 -= 3) {
        printf("%d ", i_1);
    }
    printf("\n");
    j = 10;
    for (i_2 = 0; i_2 < j; i_2++, j--) {
        printf("%d:%d ", i_2, j);
    }
    printf("\n");
    i_3 = 0;
    for (;;) {
        i_4 = i_3 + 1;
        if (i_4 >= 4) {
            printf("%d\n", i_4);
            for (k = 0; k < 3; k++) {
                for (m = k; m < 3; m++) {
                    printf("(%d,%d)", k, m);
                }
            }
            printf("\n");
            for (u = 3U; u != 4294967295U; u--) {
                printf("%u ", u);
            }
            printf("\n");
            i_5 = 0;
            while (i_5 < 3) {
                i_5 += 2;
            }
            printf("%d\n", i_5);
            for (x = 0.0; x < 1.0; x += 0.25) {
                printf("%.2f ", x);
            }
            printf("\n");
            return 0;
        }
        i_3 = i_4;
    }
}
