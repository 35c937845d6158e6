/* Loops with several exits: break, return and goto from different depths, and exit flags. */
int printf(const char *fmt, ...);

static int search(const int *values, int n, int limit)
{
    int total;
    int k = 0;
    int total_1 = 0;
    for (;; k++, total_1 = total) {
        if (k >= n) {
            total = total_1;
            break;
        }
        int t1 = values[k];
        if (t1 < 0) {
            return -k;
        }
        total = total_1 + t1;
        if (total > limit) {
            break;
        }
        if (t1 == 0) {
            return 1000 + k;
        }
    }
    return total;
}

static int first_dup(const int *values, int n)
{
    int res;
    int i;
    int j;
    int res_1 = -1;
    for (i = 0; i < n; i = j, res_1 = res) {
        if ((res_1 < 0) == 0) {
            break;
        }
        j = i + 1;
        int j_1 = j;
        for (;; j_1++) {
            if (j_1 >= n) {
                res = res_1;
                break;
            }
            res = values[i];
            if (res == values[j_1]) {
                break;
            }
        }
    }
    return res_1 * 100 + i;
}

int main(void)
{
    int a[5];
    int b[5];
    int c[5];
    int d[6];
    a[0] = 1;
    a[1] = 2;
    a[2] = 3;
    a[3] = 4;
    a[4] = 5;
    b[0] = 1;
    b[1] = 2;
    b[2] = -3;
    b[3] = 4;
    b[4] = 5;
    c[0] = 5;
    c[1] = 0;
    c[2] = 5;
    c[3] = 5;
    c[4] = 5;
    d[0] = 7;
    d[1] = 3;
    d[2] = 9;
    d[3] = 3;
    d[4] = 7;
    d[5] = 1;
    int t1 = search(c, 5, 100);
    int t2 = search(b, 5, 100);
    const int *t3 = a;
    int t4 = search(t3, 5, 5);
    printf("%d %d %d %d\n", search(t3, 5, 100), t4, t2, t1);
    int t5 = first_dup(t3, 5);
    printf("%d %d\n", first_dup(d, 6), t5);
    return 0;
}
