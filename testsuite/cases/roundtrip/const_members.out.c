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
    struct Packed s = {0};
    s.a = x;
    __builtin_memcpy(&s, &(struct Packed){ .a = s.a, .b = 3U, .c = s.c, .d = s.d }, sizeof(struct Packed));
    s.c = 5U;
    __builtin_memcpy(&s, &(struct Packed){ .a = s.a, .b = s.b, .c = s.c, .d = -7 }, sizeof(struct Packed));
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
    struct Flags v;
    volatile struct Flags w;
    struct Flags z = {0};
    struct Flags t1;
    struct Flags t2;
    struct Flags t3;
    __builtin_memcpy(&t2, (struct Flags[1]){ gv }, sizeof(struct Flags));
    __builtin_memcpy(&v, &t2, sizeof(struct Flags));
    __builtin_memcpy(&t3, (struct Flags[1]){ gv }, sizeof(struct Flags));
    __builtin_memcpy((void *)&w, &t3, sizeof(struct Flags));
    __builtin_memcpy(&z, &(struct Flags){ .f0 = 1U, .f1 = z.f1, .x = z.x }, sizeof(struct Flags));
    z.f1 = 2U;
    z.x = 3;
    if (z.x) {
        __builtin_memcpy(&t1, &v, sizeof(struct Flags));
    } else {
        __builtin_memcpy(&t1, (struct Flags[1]){ w }, sizeof(struct Flags));
    }
    return t1;
}

static long sum_pairs(int n)
{
    struct Pair pairs[3];
    struct Pair p;
    *(int *)&pairs[0].key = 1;
    pairs[0].value = 10L;
    *(int *)&pairs[1].key = 2;
    pairs[1].value = 20L;
    *(int *)&pairs[2].key = 3;
    pairs[2].value = 30L;
    long sum = 0L;
    for (int k = 0; k < n; k++) {
        __builtin_memcpy(&p, (struct Pair[1]){ pairs[k % 3] }, sizeof(struct Pair));
        sum += (long)p.key * p.value;
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
