/* Pointer arithmetic: offsets, differences, comparisons, walking, and pointers to pointers. */
int printf(const char *fmt, ...);

static long distance(const int *from, const int *to)
{
    return ((long)to - (long)from) / 4L;
}

static void swap_ptrs(int **a, int **b)
{
    int *t = *a;
    *a = *b;
    *b = t;
}

int main(void)
{
    int data[8];
    int *p;
    int *q;
    short shorts[4];
    data[0] = 10;
    data[1] = 11;
    data[2] = 12;
    data[3] = 13;
    data[4] = 14;
    data[5] = 15;
    data[6] = 16;
    data[7] = 17;
    p = data;
    q = &data[7];
    shorts[0] = (short)1;
    shorts[1] = (short)2;
    shorts[2] = (short)3;
    shorts[3] = (short)4;
    printf("%d %d\n", p[3], q[-2]);
    int *t1 = q;
    int *t2 = p;
    printf("%ld\n", distance(t2, t1));
    int *t3 = q;
    int *t4 = p;
    printf("%d %d %d\n", t4 < t3, t4 == data, t3 >= (data + 8));
    long total = 0L;
    for (;;) {
        int *t5 = p;
        if (t5 == (data + 8)) {
            break;
        }
        total += (long)*t5;
        p = t5 + 2;
    }
    printf("%ld\n", total);
    p = data;
    swap_ptrs(&p, &q);
    printf("%d %d\n", *p, *q);
    printf("%d ", (int)(shorts + 3)[-1]);
    printf("%d\n", (int)(shorts + 3)[-1]);
    printf("%d\n", (int)(((long)(shorts + 3 + -1) - (long)shorts) / 2L));
    printf("%d\n", data[2]);
    p = &data[4];
    p[1] = 99;
    printf("%d\n", data[5]);
    return 0;
}
