/* Pointer arithmetic: offsets, differences, comparisons, walking, and pointers to pointers. */
int printf(const char *fmt, ...);

static long distance(const int *from, const int *to)
{
    return to - from;
}

static void swap_ptrs(int **a, int **b)
{
    int *t = *a;
    *a = *b;
    *b = t;
}

int main(void)
{
    int data[8] = {10, 11, 12, 13, 14, 15, 16, 17};
    int *p = data;
    int *q = &data[7];
    int *end = data + 8;
    long total = 0;
    short shorts[4] = {1, 2, 3, 4};
    short *sp = shorts + 3;
    printf("%d %d\n", *(p + 3), *(q - 2));
    printf("%ld\n", distance(p, q));
    printf("%d %d %d\n", p < q, p == data, q >= end);
    for (; p != end; p += 2)
        total += *p;
    printf("%ld\n", total);
    p = data;
    swap_ptrs(&p, &q);
    printf("%d %d\n", *p, *q);
    printf("%d ", sp[-1]);
    printf("%d\n", *--sp);
    printf("%d\n", (int)(sp - shorts));
    printf("%d\n", 2[data]);
    p = &data[4];
    p[1] = 99;
    printf("%d\n", data[5]);
    return 0;
}
