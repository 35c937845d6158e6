/* Increment and decrement: prefix and postfix on integers, chars, floats, pointers and lvalues. */
int printf(const char *fmt, ...);

struct counter {
    int hits;
    double weight;
};

int main(void)
{
    int data[4];
    struct counter ctr;
    data[0] = 10;
    data[1] = 20;
    data[2] = 30;
    data[3] = 40;
    ctr.hits = 0;
    ctr.weight = 1.0;
    printf("%d %d %d\n", 5, 7, 7);
    printf("%d %d %d\n", 7, 5, 5);
    printf("%d %d\n", 0, 127);
    printf("%f\n", -0.5);
    printf("%d ", data[0]);
    printf("%d ", (data + 1)[1]);
    int t1 = (data + 1)[1];
    (data + 1)[1] = t1 + 1;
    printf("%d ", t1);
    printf("%d\n", data[2]);
    ctr.hits = ctr.hits + 1;
    ctr.hits = ctr.hits + 1;
    ctr.weight = ctr.weight - 1.0;
    printf("%d %f\n", ctr.hits, ctr.weight);
    int *t2 = &data[ctr.hits];
    *t2 = *t2 + 1;
    printf("%d\n", data[2]);
    return 0;
}
