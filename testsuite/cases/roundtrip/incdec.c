/* Increment and decrement: prefix and postfix on integers, chars, floats, pointers and lvalues. */
int printf(const char *fmt, ...);

struct counter {
    int hits;
    double weight;
};

int main(void)
{
    int i = 5;
    int a, b;
    unsigned char c = 255;
    signed char sc = -128;
    double d = 0.5;
    int data[4] = {10, 20, 30, 40};
    int *p = data;
    struct counter ctr = {0, 1.0};
    struct counter *cp = &ctr;
    a = i++;
    b = ++i;
    printf("%d %d %d\n", a, b, i);
    a = i--;
    b = --i;
    printf("%d %d %d\n", a, b, i);
    c++;
    sc--;
    printf("%d %d\n", c, sc);
    d++;
    --d;
    d--;
    printf("%f\n", d);
    printf("%d ", *p++);
    printf("%d ", *++p);
    printf("%d ", (*p)++);
    printf("%d\n", data[2]);
    cp->hits++;
    ++cp->hits;
    cp->weight--;
    printf("%d %f\n", ctr.hits, ctr.weight);
    data[ctr.hits]++;
    printf("%d\n", data[2]);
    return 0;
}
