/* Anonymous structs and unions of file scope that no typedef names, used by functions that vcc
   regenerates: members of a named struct (nested, in arrays, inside a C11 unnamed union), a
   const global table, a global variable. The output names each type `__typeof__(...)` of an
   expression of it, since the file already defines it. */
int printf(const char *fmt, ...);

struct compressor {
    int level;
    union {
        struct {
            unsigned freqs[8];
            unsigned char lens[8];
        } precode;
        struct {
            unsigned codewords[4];
        } length;
    } o;
    struct {
        int a, b;
    } pairs[3];
    union {
        long raw;
        struct {
            int lo, hi;
        } halves;
    };
};

static const struct {
    unsigned char cost[5];
    unsigned char sym;
} costs[] = {{{1, 2, 3, 4, 5}, 9}, {{6, 7, 8, 9, 10}, 11}};

struct {
    int x;
    long y;
} point = {3, 4};

static int use_table(int k)
{
    int s;
    int s_1 = 0;
    for (int j = 0; j < 2; j++, s_1 = s) {
        s = s_1;
        for (int i = 0; i < 5; i++) {
            s += (int)costs[k].cost[i] * (j + 1);
        }
    }
    return s_1 + (int)costs[k].sym;
}

static void fill(struct compressor *c, int n)
{
    for (int i = 0; i < 8; i++) {
        c->o.precode.freqs[i] = (unsigned)(i * n);
        c->o.precode.lens[i] = (unsigned char)i;
    }
    for (int i = 0; i < 3; i++) {
        c->pairs[i].a = n + i;
        c->pairs[i].b = n - i;
    }
    c->halves.lo = n;
    c->halves.hi = -n;
}

static long sum(struct compressor *c)
{
    long s = 0;
    for (int i = 0; i < 8; i++)
        s += c->o.precode.freqs[i] + c->o.precode.lens[i];
    for (int i = 0; i < 3; i++)
        s += c->pairs[i].a * c->pairs[i].b;
    return s + c->halves.lo + point.x + point.y;
}

/* Locals of those types (a copy, a pointer into the const table): the output declares them. */
static int swap_pairs(struct compressor *c, int k)
{
    __typeof__(((struct compressor *)0)->pairs[0]) tmp;
    __typeof__(((struct compressor *)0)->pairs[0]) (*t1)[3] = &c->pairs;
    __typeof__(((struct compressor *)0)->pairs[0]) *t2 = *t1;
    tmp = *t2;
    __typeof__(((struct compressor *)0)->pairs[0]) *t3 = &(*t1)[k];
    *t2 = *t3;
    *t3 = tmp;
    const __typeof__(costs[0]) *row = &costs[k % 2];
    int s = 0;
    for (int i = 0; i < 5; i++) {
        s += (int)row->cost[i];
    }
    return s + tmp.a;
}

static void move_point(int dx)
{
    for (int i = 0; i < 4; i++) {
        point.x = point.x + dx;
        point.y = point.y - (long)dx;
    }
}

int main(void)
{
    struct compressor c = {0};
    fill(&c, 3);
    move_point(2);
    printf("%d %d %ld\n", use_table(0), use_table(1), sum(&c));
    printf("%d %ld %d\n", point.x, point.y, c.halves.hi);
    int swapped = swap_pairs(&c, 2);
    printf("%d %d %d\n", swapped, c.pairs[0].a, c.pairs[2].b);
    return 0;
}
