/* Break and continue in every loop kind, including nested loops where they bind to the inner one. */
int printf(const char *fmt, ...);

int main(void)
{
    int i, j;
    int found = -1;
    int evens = 0;
    for (i = 0; i < 20; i++) {
        if (i % 2)
            continue;
        if (i > 12)
            break;
        evens += i;
    }
    printf("%d %d\n", evens, i);
    for (i = 0; i < 5; i++) {
        for (j = 0; j < 5; j++) {
            if (j > i)
                break;
            if ((i + j) % 3 == 0)
                continue;
            printf("%d%d ", i, j);
        }
    }
    printf("\n");
    i = 0;
    while (1) {
        i++;
        if (i < 5)
            continue;
        if (i * i > 50) {
            found = i;
            break;
        }
    }
    printf("%d\n", found);
    i = 0;
    do {
        i++;
        if (i == 3)
            continue;
        if (i == 6)
            break;
        printf("%d ", i);
    } while (i < 10);
    printf("\n");
    return 0;
}
