/* Attributes between `struct` and the tag, as libdeflate writes its matchfinders
 * (`struct __attribute__((aligned(32))) hc_matchfinder`): lang-c reads that head as a K&R
 * function, so vcc saw an incomplete record, and `offsetof` over a record holding one was an
 * error that made the wrapper compile the original. Now the attributes lay the record out:
 * packed `Item`s are 5 bytes apart, `Table` is aligned to 32, and the loops below address
 * them at vcc's offsets. */
#include <stddef.h>
#include <stdio.h>

struct __attribute__((packed)) Item {
    char tag;
    int value;
};

struct __attribute__((aligned(32))) Table {
    unsigned short slots[12];
};

struct Compressor {
    int level;
    struct Table table;
    union __attribute__((__packed__)) {
        struct Item items[20];
        long raw[2];
    } p;
};

static struct Compressor comp;

static long sum_items(const struct Item *it, int n)
{
    long total = 0L;
    for (int i = 0; i < n; i++) {
        const struct Item *t1 = it + i;
        total += (long)(t1->value * 2 + (int)t1->tag);
    }
    return total;
}

static void fill_slots(struct Table *t)
{
    for (int i = 0; i < 12; i++) {
        t->slots[i] = (unsigned short)(i * 1000 + 7);
    }
}

static long span(const struct Item *a, const struct Item *b)
{
    return ((long)b - (long)a) / 5L;
}

static unsigned long head_size(void)
{
    return 64UL;
}

int main(void)
{
    for (int i = 0; i < 20; i++) {
        struct Item *t1 = &comp.p.items[i];
        t1->tag = (char)(i % 9);
        t1->value = i * 12345 - 777;
    }
    fill_slots(&comp.table);
    unsigned int slots = 0U;
    for (int i_1 = 0; i_1 < 12; i_1++) {
        slots = slots * 31U + (unsigned int)comp.table.slots[i_1];
    }
    unsigned long t2 = head_size();
    long t3 = span(&comp.p.items[2], &comp.p.items[17]);
    printf("%ld %u %ld %lu\n", sum_items(comp.p.items, 20), slots, t3, t2);
    printf("%zu %zu %zu %zu\n", 5UL, 32UL, 32UL, 192UL);
    return 0;
}
