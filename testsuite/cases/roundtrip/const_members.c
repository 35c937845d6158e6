/* Records with const members, as Csmith writes them: C only initializes them, never assigns them,
   so whole copies and const bit-fields need care when regenerated. */
int printf(const char *fmt, ...);

#pragma pack(push)
#pragma pack(1)
struct Packed {
    signed a : 12;
    const unsigned b : 19;
    unsigned c : 9;
    const signed d : 10;
};
#pragma pack(pop)

struct Flags {
    const volatile unsigned f0 : 3;
    volatile unsigned f1 : 14;
    int x;
};

struct Pair {
    const int key;
    long value;
};

static struct Packed g = {1, 2, 3, -4};
static struct Packed *gp = &g;
static volatile struct Flags gv = {1, 2, 3};

static struct Packed make(int x)
{
    struct Packed s = {x, 3, 5, -7};
    return s;
}

/* A by-value parameter whose address is taken lives in memory. */
static int bump(struct Packed p)
{
    struct Packed *q = &p;
    p.a++;
    return q->a + p.b + p.d;
}

static struct Packed pick(int n)
{
    struct Packed l = make(4);
    struct Packed m = *gp;
    const struct Packed c = {n, n, n, n};
    l.a += m.a + c.d + c.c;
    if (n) {
        struct Packed t = l;
        struct Packed u = make(n);
        return u.a > 2 ? t : u;
    }
    return l;
}

static struct Flags read_flags(void)
{
    struct Flags v = gv;
    volatile struct Flags w = gv;
    const struct Flags z = {1, 2, 3};
    return z.x ? v : w;
}

static long sum_pairs(int n)
{
    struct Pair pairs[3] = {{1, 10}, {2, 20}, {3, 30}};
    long sum = 0;
    int k;
    for (k = 0; k < n; k++) {
        struct Pair p = pairs[k % 3];
        sum += p.key * p.value;
    }
    return sum;
}

int main(void)
{
    struct Packed x = make(7);
    struct Flags v = read_flags();
    struct Packed r = pick(3);
    printf("%d %d %d %d\n", bump(x), pick(0).a, r.d, r.b);
    printf("%d %d %d\n", v.f0, v.f1, v.x);
    printf("%ld\n", sum_pairs(7));
    return 0;
}
