/* Programs that include the common standard headers and call into the C library. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare_ints(const void *a, const void *b)
{
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y);
}

static char *duplicate(const char *s)
{
    unsigned long n = strlen(s) + 1UL;
    char *copy = (char *)malloc(n);
    if (copy == (char *)0) {
        return (char *)0;
    }
    memcpy((void *)copy, (const void *)s, n);
    return copy;
}

int main(void)
{
    int values[8];
    values[0] = 5;
    values[1] = -3;
    values[2] = 9;
    values[3] = 0;
    values[4] = 12;
    values[5] = -8;
    values[6] = 7;
    values[7] = 1;
    char *text = duplicate("vectorize me");
    void *t1 = (void *)values;
    qsort(t1, 8UL, 4UL, compare_ints);
    for (int k = 0; k < 8; k++) {
        printf("%d ", values[k]);
    }
    printf("\n");
    if (text != (char *)0) {
        text[0] = (char)86;
        const char *t2 = text;
        int t3 = strcmp(t2, "Vector");
        printf("%s %zu %d\n", text, strlen(t2), t3 > 0);
        free((void *)text);
    }
    printf("%d %llu\n", (-2147483647 - 1), 18446744073709551615ULL);
    long t4 = labs(-100000L);
    printf("%d %ld\n", abs(-17), t4);
    double t5 = sqrt(2.0);
    printf("%.4f\n", t5 * fabs(-1.5));
    memset(t1, 0, 32UL);
    printf("%d\n", values[3]);
    puts("done");
    return 0;
}
