/* For loops: counting up and down, empty clauses, comma in clauses, nested loops, and declarations. */
int printf(const char *fmt, ...);

int main(void)
{
    int total = 0;
    for (int i_1 = 0; i_1 < 5; i_1++) {
        total += i_1;
    }
    printf("%d\n", total);
    for (int i_2 = 10; i_2 > 0; i_2 -= 3) {
        printf("%d ", i_2);
    }
    printf("\n");
    int j = 10;
    for (int i_3 = 0; i_3 < j; i_3++, j--) {
        printf("%d:%d ", i_3, j);
    }
    printf("\n");
    int i = 0;
    for (;;) {
        i++;
        if (i >= 4) {
            printf("%d\n", i);
            for (int k = 0; k < 3; k++) {
                for (int m = k; m < 3; m++) {
                    printf("(%d,%d)", k, m);
                }
            }
            printf("\n");
            for (unsigned int u = 3U; u != 4294967295U; u--) {
                printf("%u ", u);
            }
            printf("\n");
            int i_4 = 0;
            while (i_4 < 3) {
                i_4 += 2;
            }
            printf("%d\n", i_4);
            for (double x = 0.0; x < 1.0; x += 0.25) {
                printf("%.2f ", x);
            }
            printf("\n");
            return 0;
        }
    }
}
