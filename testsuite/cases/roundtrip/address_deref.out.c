/* Address-of and dereference: through locals, arrays, struct members, -> and ., and pointer chains. */
int printf(const char *fmt, ...);

struct inner {
    int a[3];
    int *p;
};

struct outer {
    struct inner in;
    struct inner *link;
};

static void set(int *where, int value)
{
    *where = value;
}

int main(void)
{
    int x;
    int *px;
    struct inner in;
    struct outer out;
    x = 1;
    px = &x;
    in.a[0] = 1;
    in.a[1] = 2;
    in.a[2] = 3;
    in.p = (int *)0;
    set(&x, 5);
    int t1 = *px;
    printf("%d %d %d\n", x, t1, t1);
    *px = 8;
    printf("%d\n", x);
    in.p = &in.a[1];
    out.in = in;
    out.link = &in;
    set(&out.in.a[2], 30);
    set(out.link->p, 20);
    printf("%d %d %d\n", in.a[1], out.in.a[2], out.in.a[1]);
    struct inner *t2 = out.link;
    printf("%d\n", *t2->p + t2->a[0]);
    printf("%d\n", out.link->a[2]);
    printf("%d\n", x);
    printf("%d\n", (int)(((long)&in.a[2] - (long)in.a) / 4L));
    set(px, 9);
    printf("%d\n", x);
    return 0;
}
