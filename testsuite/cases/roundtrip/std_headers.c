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
    size_t n = strlen(s) + 1;
    char *copy = malloc(n);
    if (!copy)
        return NULL;
    memcpy(copy, s, n);
    return copy;
}

int main(void)
{
    int values[8] = {5, -3, 9, 0, 12, -8, 7, 1};
    char *text = duplicate("vectorize me");
    int32_t small = INT32_MIN;
    uint64_t wide = UINT64_MAX;
    int k;
    qsort(values, 8, sizeof values[0], compare_ints);
    for (k = 0; k < 8; k++)
        printf("%d ", values[k]);
    printf("\n");
    if (text) {
        text[0] = 'V';
        printf("%s %zu %d\n", text, strlen(text), strcmp(text, "Vector") > 0);
        free(text);
    }
    printf("%d %llu\n", (int)small, (unsigned long long)wide);
    printf("%d %ld\n", abs(-17), labs(-100000L));
    printf("%.4f\n", sqrt(2.0) * fabs(-1.5));
    memset(values, 0, sizeof values);
    printf("%d\n", values[3]);
    puts("done");
    return 0;
}
