/* Arrays of structs: initialization, iteration by index and by pointer, and in-place update. */
int printf(const char *fmt, ...);

struct item {
    const char *name;
    int qty;
    double price;
};

static struct item stock[] = {
    {"apple", 3, 0.5},
    {"pear", 0, 0.75},
    {"plum", 12, 0.2},
    {"kiwi", 7, 0.3},
};

static double total_value(const struct item *items, int n)
{
    double total = 0.0;
    for (const struct item *it = items; it < (items + n); it = it + 1) {
        total += (double)it->qty * it->price;
    }
    return total;
}

int main(void)
{
    printf("%d %.2f\n", 4, total_value(stock, 4));
    for (int k = 0; k < 4; k++) {
        int *t1 = &stock[k].qty;
        if (*t1 == 0) {
            *t1 = 10;
        }
    }
    stock[2].price = stock[2].price * 2.0;
    for (int k_1 = 0; k_1 < 4; k_1++) {
        struct item *t2 = &stock[k_1];
        printf("%s %d %.2f\n", t2->name, t2->qty, t2->price);
    }
    printf("%.2f\n", total_value(stock + 1, 3));
    return 0;
}
