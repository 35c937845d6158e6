/* Break and continue in every loop kind, including nested loops where they bind to the inner one. */
int printf(const char *fmt, ...);

int main(void)
{
    int i_2;
    int evens_1;
    int evens = 0;
    for (i_2 = 0; i_2 < 20; i_2++, evens = evens_1) {
        if (i_2 % 2) {
            evens_1 = evens;
        } else {
            if (i_2 > 12) {
                break;
            }
            evens_1 = evens + i_2;
        }
    }
    printf("%d %d\n", evens, i_2);
    for (int i_3 = 0; i_3 < 5; i_3++) {
        for (int j = 0; j < 5; j++) {
            if (j > i_3) {
                break;
            }
            if (((i_3 + j) % 3) != 0) {
                printf("%d%d ", i_3, j);
            }
        }
    }
    printf("\n");
    int i = 0;
    for (;;) {
        i++;
        if (i >= 5) {
            if ((i * i) > 50) {
                printf("%d\n", i);
                int i_1 = 0;
                do {
                    i_1++;
                    if (i_1 != 3) {
                        if (i_1 == 6) {
                            break;
                        }
                        printf("%d ", i_1);
                    }
                } while (i_1 < 10);
                printf("\n");
                return 0;
            }
        }
    }
}
