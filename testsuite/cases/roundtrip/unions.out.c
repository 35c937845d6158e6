/* Unions: members share storage, a tagged union, and a union nested in a struct. */
int printf(const char *fmt, ...);

union bits {
    float f;
    unsigned int u;
    unsigned char bytes[4];
};

enum kind { K_INT, K_DOUBLE };

struct value {
    enum kind kind;
    union {
        int i;
        double d;
    } as;
};

static double to_double(struct value v)
{
    double t1;
    if (v.kind == 0U) {
        t1 = (double)v.as.i;
    } else {
        t1 = v.as.d;
    }
    return t1;
}

int main(void)
{
    union bits b;
    struct value vals[2];
    b.f = 1.0f;
    printf("%08x\n", b.u);
    b.u = 1078530011U;
    printf("%f\n", (double)b.f);
    b.u = 16909060U;
    printf("%d %d\n", (int)b.bytes[0], (int)b.bytes[3]);
    vals[0].kind = 0U;
    vals[0].as.i = -4;
    vals[1].kind = 1U;
    vals[1].as.d = 2.75;
    double t1 = to_double(vals[1]);
    struct value t2 = vals[0];
    printf("%f %f\n", to_double(t2), t1);
    printf("%d %d\n", 4, 16);
    return 0;
}
