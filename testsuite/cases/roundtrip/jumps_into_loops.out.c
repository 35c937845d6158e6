/* Irreducible control flow: jumps into loop bodies from outside, loops with two entries, a
   switch into a loop with a step, and exits out of several loops at once. The structurer must
   keep every jump's target (a `goto` needs its label) and every path's meaning. */
int printf(const char *fmt, ...);

/* A goto past the condition into the middle of a while body. */
static int into_while(int n, int skip)
{
    int k;
    int n_1;
    int sum;
    int sum_1;
    int k_1;
    int n_2;
    if (!skip) {
        k = 0;
        n_1 = n;
        sum = 0;
        goto L2;
    }
    sum_1 = 0;
    k_1 = 0;
    n_2 = n;
L1:
    k = k_1 + 1;
    n_1 = n_2;
    sum = sum_1 + k_1;
L2:
    if (k >= n_1) {
        return sum;
    }
    sum_1 = sum + 10;
    k_1 = k;
    n_2 = n_1;
    goto L1;
}

/* A loop with two entries: neither block dominates the other. */
static int two_entries(int n, int start_at_b)
{
    int sum;
    int k;
    int n_1;
    int sum_1;
    int k_1;
    int n_2;
    if (!start_at_b) {
        sum = 0;
        k = 0;
        n_1 = n;
        goto L2;
    }
    sum_1 = 0;
    k_1 = 0;
    n_2 = n;
L1:
    sum = sum_1 - k_1;
    if (k_1 >= n_2) {
        return sum;
    }
    k = k_1;
    n_1 = n_2;
L2:
    sum_1 = sum + 3 * k;
    k_1 = k + 1;
    n_2 = n_1;
    goto L1;
}

/* A jump from outside two nested loops into the inner one. */
static int into_nested(int n, int j0)
{
    int sum;
    int i;
    int n_1;
    int sum_1;
    int j;
    int n_2;
    int i_1;
    int sum_2;
    int i_2;
    int j_1;
    int n_3;
    if (j0 <= 0) {
        i = 0;
        n_1 = n;
        sum_1 = 0;
        goto L3;
    }
    sum_2 = 0;
    i_2 = 0;
    j_1 = j0;
    n_3 = n;
L1:
    sum = sum_2 + (i_2 * 7 + j_1);
    j = j_1 + 1;
    n_2 = n_3;
    i_1 = i_2;
L2:
    if (j < n_2) {
        sum_2 = sum;
        i_2 = i_1;
        j_1 = j;
        n_3 = n_2;
        goto L1;
    }
    i = i_1 + 1;
    n_1 = n_2;
    sum_1 = sum;
L3:
    if (i >= n_1) {
        return sum_1;
    }
    j = 0;
    n_2 = n_1;
    i_1 = i;
    sum = sum_1;
    goto L2;
}

/* Duff's device with a `for` loop whose step must run after the case bodies. */
static int duff_for(int count)
{
    int n;
    int total;
    int k;
    int total_1;
    int k_1;
    int n_1;
    int total_2;
    int k_2;
    int n_2;
    int total_3;
    int k_3;
    int n_3;
    int total_4;
    int k_4;
    if (count <= 0) {
        return 0;
    }
    n = (count + 3) / 4;
    switch (count % 4) {
    case 0:
        k = 0;
        total = 0;
    L1:
        if (k < n) {
            total_1 = total + 1;
            k_1 = k;
            n_1 = n;
            goto L2;
        }
        total_4 = total;
        k_4 = k;
        break;
    case 3:
        total_1 = 0;
        k_1 = 0;
        n_1 = n;
    L2:
        total_2 = total_1 + 2;
        k_2 = k_1;
        n_2 = n_1;
        goto L3;
    case 2:
        total_2 = 0;
        k_2 = 0;
        n_2 = n;
    L3:
        total_3 = total_2 + 4;
        k_3 = k_2;
        n_3 = n_2;
        goto L4;
    case 1:
        total_3 = 0;
        k_3 = 0;
        n_3 = n;
    L4:
        total = total_3 + 8;
        k = k_3 + 1;
        n = n_3;
        goto L1;
    default:
        total_4 = 0;
        k_4 = 0;
        break;
    }
    return total_4 + 100 * k_4;
}

/* A goto into a for loop's body: the step and the condition run after it. */
static int into_for_body(int n, int first)
{
    int sum_1;
    int sum = 0;
    int k = first;
    for (;; sum = sum_1 + 100) {
        sum_1 = sum + k;
        k++;
        if (k >= n) {
            return sum_1;
        }
    }
}

/* Exits out of two loops at once, and a backward goto into the outer loop from after it. */
static int exits_and_reentry(int n)
{
    int sum;
    int sum_1;
    int rounds;
    int i_1;
    int sum_2;
    int sum_3;
    sum_1 = 0;
    rounds = 0;
    for (;;) {
        i_1 = 0;
        sum_2 = sum_1;
        for (;; i_1++, sum_2 = sum) {
            if (i_1 >= n) {
                sum_3 = sum_2;
                break;
            }
            sum = sum_2;
            for (int j = 0; j < n; j++) {
                if ((i_1 * j) > n) {
                    sum_3 = sum;
                    goto L1;
                }
                sum += i_1 ^ j;
            }
        }
    L1:
        rounds++;
        if (rounds >= 3) {
            return sum_3;
        }
        int sum_4 = sum_3;
        int i = rounds;
        for (;;) {
            sum_1 = sum_4 + i;
            i++;
            if (i > n) {
                break;
            }
            sum_4 = sum_1;
        }
    }
}

/* A switch whose cases jump into different points of a loop with a break and a continue. */
static int switch_into_loop(int mode, int n)
{
    int k;
    int n_1;
    int sum;
    int k_1;
    int sum_1;
    int n_2;
    int sum_2;
    int k_2;
    int n_3;
    int sum_3;
    int k_3;
    switch (mode) {
    case 1:
        k_1 = 0;
        sum_1 = 0;
        n_2 = n;
    L1:
        if (k_1 == 5) {
            k = k_1 + 2;
            n_1 = n_2;
            sum = sum_1;
            break;
        }
        sum_2 = sum_1 + 2 * k_1;
        k_2 = k_1;
        n_3 = n_2;
        goto L2;
    case 2:
        sum_2 = 0;
        k_2 = 0;
        n_3 = n;
    L2:
        if (sum_2 > 1000) {
            sum_3 = sum_2;
            k_3 = k_2;
            goto L3;
        }
        k = k_2 + 1;
        n_1 = n_3;
        sum = sum_2;
        break;
    default:
        k = 0;
        n_1 = n;
        sum = 0;
        break;
    }
    if (k < n_1) {
        k_1 = k;
        sum_1 = sum + 1;
        n_2 = n_1;
        goto L1;
    }
    sum_3 = sum;
    k_3 = k;
L3:
    return sum_3 * 10 + k_3;
}

/* `continue` of an outer `for` from an inner loop: a goto to the outer step. */
static int continue_outer(int n)
{
    int sum;
    int i;
    int sum_1;
    int sum_2;
    sum_1 = 0;
    for (i = 0; i < n; i++, sum_1 = sum_2) {
        sum = sum_1;
        for (int j = 0; j < n; j++) {
            if ((j * 3) > (i + 4)) {
                sum_2 = sum;
                goto L1;
            }
            sum += i - j;
        }
        sum_2 = sum * 2;
    L1:;
    }
    return sum_1;
}

int main(void)
{
    for (int a = 0; a < 6; a++) {
        for (int b = 0; b < 2; b++) {
            int t1 = into_for_body(a, b - 1);
            int t2 = into_nested(a, b * 2);
            int t3 = two_entries(a, b);
            printf("%d %d %d %d ", into_while(a, b), t3, t2, t1);
        }
    }
    printf("\n");
    for (int a_1 = -1; a_1 < 10; a_1++) {
        int t4 = exits_and_reentry(a_1);
        printf("%d %d ", duff_for(a_1), t4);
    }
    printf("\n");
    for (int a_2 = 0; a_2 < 3; a_2++) {
        for (int b_1 = 0; b_1 < 12; b_1 += 5) {
            printf("%d ", switch_into_loop(a_2, b_1));
        }
    }
    printf("\n");
    for (int a_3 = 0; a_3 < 9; a_3++) {
        printf("%d ", continue_outer(a_3));
    }
    printf("\n");
    return 0;
}
