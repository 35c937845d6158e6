/* Loops with several exits: break, return and goto from different depths, and exit flags. */
int printf(const char *fmt, ...);

static int search(const int *values, int n, int limit)
{
    int k;
    int total;
    int t1;
    int total_1;
    int total_2;
    k = 0;
    total = 0;
    for (;; k++, total = total_1) {
        if (k >= n) {
            total_2 = total;
            break;
        }
        t1 = values[k];
        if (t1 < 0) {
            return -k;
        }
        total_1 = total + t1;
        if (total_1 > limit) {
            total_2 = total_1;
            break;
        }
        if (t1 == 0) {
            return 1000 + k;
        }
    }
    return total_2;
}

static int first_dup(const int *values, int n)
{
    int i;
    int res;
    int j;
    int j_1;
    int t1;
    int res_1;
    res = -1;
    for (i = 0; i < n; i = j, res = res_1) {
        if ((res < 0) == 0) {
            break;
        }
        j = i + 1;
        j_1 = j;
        for (;; j_1++) {
            if (j_1 >= n) {
                res_1 = res;
                break;
            }
            t1 = values[i];
            if (t1 == values[j_1]) {
                res_1 = t1;
                break;
            }
        }
    }
    return res * 100 + i;
}

int main(void)
{
    int a[5];
    int b[5];
    int c[5];
    int d[6];
    int t1;
    int t2;
    const int *t3;
    int t4;
    int t5;
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
    t1 = search(c, 5, 100);
    t2 = search(b, 5, 100);
    t3 = a;
    t4 = search(t3, 5, 5);
    printf("%d %d %d %d\n", search(t3, 5, 100), t4, t2, t1);
    t5 = first_dup(t3, 5);
    printf("%d %d\n", first_dup(d, 6), t5);
    return 0;
}
