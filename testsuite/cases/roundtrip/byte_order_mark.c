/* This file starts with a UTF-8 byte-order mark, which cc ignores. vcc wrote its helper
 * header before the mark, and the output did not compile: the mark is dropped now. */
#include <stdio.h>

static void add(int *a, const int *b, int n)
{
    for (int i = 0; i < n; i++)
        a[i] += b[i] * 3;
}

int main(void)
{
    int a[100], b[100];
    for (int i = 0; i < 100; i++) {
        a[i] = i;
        b[i] = 100 - i;
    }
    add(a, b, 100);
    printf("%d %d\n", a[0], a[99]);
    return 0;
}
