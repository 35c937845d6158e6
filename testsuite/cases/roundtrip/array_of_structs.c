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
    const struct item *it;
    double total = 0.0;
    for (it = items; it < items + n; it++)
        total += it->qty * it->price;
    return total;
}

int main(void)
{
    int n = (int)(sizeof stock / sizeof stock[0]);
    int k;
    printf("%d %.2f\n", n, total_value(stock, n));
    for (k = 0; k < n; k++)
        if (stock[k].qty == 0)
            stock[k].qty = 10;
    stock[2].price *= 2;
    for (k = 0; k < n; k++)
        printf("%s %d %.2f\n", stock[k].name, stock[k].qty, stock[k].price);
    printf("%.2f\n", total_value(stock + 1, n - 1));
    return 0;
}
