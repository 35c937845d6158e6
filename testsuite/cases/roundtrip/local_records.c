/* Structs and unions defined inside functions: written at file scope under vcc's own tags,
   before the first new function that uses them. Tags that shadow file-scope ones, anonymous
   records, typedefs of them, records nested by value, bit-fields and pointers between local
   records. A packed one (layout attributes) keeps its function as written. */
int printf(const char *fmt, ...);

struct pt {
    int a;
};

static int is_little_endian(void)
{
    const union {
        unsigned u;
        unsigned char c[4];
    } one = {1};
    return one.c[0];
}

static int points(int n)
{
    struct pt outer = {n};
    struct pt {
        int x, y;
    } p[16];
    int t = 0;
    for (int i = 0; i < 16; i++) {
        p[i].x = i * n;
        p[i].y = i + n;
    }
    for (int i = 0; i < 16; i++)
        t += p[i].x - p[i].y;
    return t + outer.a;
}

static double nested(int n)
{
    typedef struct {
        double w;
        struct inner {
            short lo, hi;
        } range;
        unsigned flag : 1, count : 5;
    } entry;
    struct node {
        struct node *next;
        entry e;
    } nodes[4];
    for (int i = 0; i < 4; i++) {
        nodes[i].next = i < 3 ? &nodes[i + 1] : 0;
        nodes[i].e.w = i * 0.5 + n;
        nodes[i].e.range.lo = (short)-i;
        nodes[i].e.range.hi = (short)(i * 7);
        nodes[i].e.flag = i & 1;
        nodes[i].e.count = (unsigned)(i * 9);
    }
    double s = 0;
    for (struct node *q = nodes; q; q = q->next)
        s += q->e.w * (q->e.range.hi - q->e.range.lo) + q->e.flag + q->e.count + (double)sizeof(entry);
    return s;
}

/* vcc-test: kept */
static int packed(int n)
{
    struct __attribute__((packed)) pk {
        char c;
        int i;
    } v = {1, n};
    return v.c + v.i + (int)sizeof v;
}

int main(void)
{
    printf("%d %d %.2f %d\n", is_little_endian(), points(3), nested(2), packed(5));
    return 0;
}
