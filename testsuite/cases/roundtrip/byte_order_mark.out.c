/* This file starts with a UTF-8 byte-order mark, which cc ignores. vcc wrote its helper
 * header before the mark, and the output did not compile: the mark is dropped now. */
#include <stdio.h>

static void add(int *a, const int *b, int n)
{
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        int *t2 = a + t1;
        *t2 = *t2 + b[t1] * 3;
    }
}

int main(void)
{
    int a[100];
    int b[100];
    for (int i = 0; i < 100; i++) {
        long t1 = (long)i;
        a[t1] = i;
        b[t1] = 100 - i;
    }
    add(a, b, 100);
    printf("%d %d\n", a[0], a[99]);
    return 0;
}
