/* Break and continue in every loop kind, including nested loops where they bind to the inner one. */
int printf(const char *fmt, ...);

int main(void)
{
    int i;
    int evens;
    int evens_1;
    int i_1;
    int j;
    int i_2;
    int i_3;
    int i_4;
    int i_5;
    evens = 0;
    for (i = 0; i < 20; i++, evens = evens_1) {
        if (i % 2) {
            evens_1 = evens;
        } else {
            if (i > 12) {
                break;
            }
            evens_1 = evens + i;
        }
    }
    printf("%d %d\n", evens, i);
    for (i_1 = 0; i_1 < 5; i_1++) {
        for (j = 0; j < 5; j++) {
            if (j > i_1) {
                break;
            }
            if (((i_1 + j) % 3) != 0) {
                printf("%d%d ", i_1, j);
            }
        }
    }
    printf("\n");
    i_2 = 0;
    for (;;) {
        i_3 = i_2 + 1;
        if (i_3 < 5) {
            i_2 = i_3;
        } else {
            if ((i_3 * i_3) > 50) {
                printf("%d\n", i_3);
                i_4 = 0;
                for (;;) {
                    i_5 = i_4 + 1;
                    if (i_5 != 3) {
                        if (i_5 == 6) {
                            break;
                        }
                        printf("%d ", i_5);
                    }
                    if (i_5 >= 10) {
                        break;
                    }
                    i_4 = i_5;
                }
                printf("\n");
                return 0;
            }
            i_2 = i_3;
        }
    }
}
