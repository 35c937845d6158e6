/* Sorting: insertion sort, recursive quicksort, and a check that the results agree. */
int printf(const char *fmt, ...);

static void insertion_sort(int *v, int n)
{
    int j;
    for (int i = 1; i < n; i++) {
        int key = v[i];
        for (j = i - 1; j >= 0; j--) {
            int t1 = v[j];
            if ((t1 > key) == 0) {
                break;
            }
            v[j + 1] = t1;
        }
        v[j + 1] = key;
    }
}

static void swap(int *a, int *b)
{
    int t = *a;
    *a = *b;
    *b = t;
}

static void quicksort(int *v, int lo, int hi)
{
    int i;
    int *t1;
    int j_1;
    int *t2;
    int i_2;
    int j_2;
    if (lo >= hi) {
        return;
    }
    int pivot = v[(lo + hi) / 2];
    int j = hi;
    for (i = lo; i <= j; i = i_2, j = j_2) {
        int i_1 = i;
        for (;;) {
            t1 = v + i_1;
            if (*t1 >= pivot) {
                j_1 = j;
                break;
            }
            i_1++;
        }
        for (;;) {
            t2 = v + j_1;
            if (*t2 <= pivot) {
                break;
            }
            j_1--;
        }
        if (i_1 <= j_1) {
            swap(t1, t2);
            i_2 = i_1 + 1;
            j_2 = j_1 - 1;
        } else {
            i_2 = i_1;
            j_2 = j_1;
        }
    }
    quicksort(v, lo, j);
    quicksort(v, i, hi);
}

int main(void)
{
    int a[20];
    int b[20];
    unsigned int seed = 12345U;
    for (int k = 0; k < 20; k++) {
        seed = seed * 1103515245U + 12345U;
        long t1 = (long)k;
        int t2 = (int)(seed >> 16) % 100 - 50;
        b[t1] = t2;
        a[t1] = t2;
    }
    insertion_sort(a, 20);
    quicksort(b, 0, 19);
    int same = 1;
    for (int k_1 = 0; k_1 < 20; k_1++) {
        long t3 = (long)k_1;
        int *t4 = &a[t3];
        printf("%d ", *t4);
        same &= *t4 == b[t3];
    }
    printf("\n%d\n", same);
    return 0;
}
