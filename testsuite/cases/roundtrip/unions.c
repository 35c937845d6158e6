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
    return v.kind == K_INT ? (double)v.as.i : v.as.d;
}

int main(void)
{
    union bits b;
    struct value vals[2];
    b.f = 1.0f;
    printf("%08x\n", b.u);
    b.u = 0x40490fdbu;
    printf("%f\n", b.f);
    b.u = 0x01020304u;
    printf("%d %d\n", b.bytes[0], b.bytes[3]);
    vals[0].kind = K_INT;
    vals[0].as.i = -4;
    vals[1].kind = K_DOUBLE;
    vals[1].as.d = 2.75;
    printf("%f %f\n", to_double(vals[0]), to_double(vals[1]));
    printf("%d %d\n", (int)sizeof(union bits), (int)sizeof(struct value));
    return 0;
}
