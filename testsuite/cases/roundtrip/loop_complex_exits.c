/* Loops with several exits: break, return and goto from different depths, and exit flags. */
int printf(const char *fmt, ...);

static int search(const int *values, int n, int limit)
{
    int k = 0;
    int total = 0;
    while (k < n) {
        if (values[k] < 0)
            return -k;
        total += values[k];
        if (total > limit)
            break;
        if (values[k] == 0)
            goto zero;
        k++;
    }
    return total;
zero:
    return 1000 + k;
}

static int first_dup(const int *values, int n)
{
    int i, j;
    int res = -1;
    for (i = 0; i < n && res < 0; i++) {
        for (j = i + 1; j < n; j++) {
            if (values[i] == values[j]) {
                res = values[i];
                break;
            }
        }
    }
    return res * 100 + i;
}

int main(void)
{
    int a[5] = {1, 2, 3, 4, 5};
    int b[5] = {1, 2, -3, 4, 5};
    int c[5] = {5, 0, 5, 5, 5};
    int d[6] = {7, 3, 9, 3, 7, 1};
    printf("%d %d %d %d\n", search(a, 5, 100), search(a, 5, 5), search(b, 5, 100), search(c, 5, 100));
    printf("%d %d\n", first_dup(d, 6), first_dup(a, 5));
    return 0;
}
