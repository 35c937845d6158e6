/* Sorting: insertion sort, recursive quicksort, and a check that the results agree. */
int printf(const char *fmt, ...);

static void insertion_sort(int *v, int n)
{
    int i, j;
    for (i = 1; i < n; i++) {
        int key = v[i];
        for (j = i - 1; j >= 0 && v[j] > key; j--)
            v[j + 1] = v[j];
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
    int pivot, i, j;
    if (lo >= hi)
        return;
    pivot = v[(lo + hi) / 2];
    i = lo;
    j = hi;
    while (i <= j) {
        while (v[i] < pivot)
            i++;
        while (v[j] > pivot)
            j--;
        if (i <= j) {
            swap(&v[i], &v[j]);
            i++;
            j--;
        }
    }
    quicksort(v, lo, j);
    quicksort(v, i, hi);
}

int main(void)
{
    int a[20], b[20];
    unsigned seed = 12345;
    int k, same = 1;
    for (k = 0; k < 20; k++) {
        seed = seed * 1103515245u + 12345u;
        a[k] = b[k] = (int)(seed >> 16) % 100 - 50;
    }
    insertion_sort(a, 20);
    quicksort(b, 0, 19);
    for (k = 0; k < 20; k++) {
        printf("%d ", a[k]);
        same &= a[k] == b[k];
    }
    printf("\n%d\n", same);
    return 0;
}
