/* Irreducible control flow: jumps into loop bodies from outside, loops with two entries, a
   switch into a loop with a step, and exits out of several loops at once. The structurer must
   keep every jump's target (a `goto` needs its label) and every path's meaning. */
int printf(const char *fmt, ...);

/* A goto past the condition into the middle of a while body. */
static int into_while(int n, int skip)
{
    int k = 0, sum = 0;
    if (skip)
        goto middle;
    while (k < n) {
        sum += 10;
    middle:
        sum += k;
        k++;
    }
    return sum;
}

/* A loop with two entries: neither block dominates the other. */
static int two_entries(int n, int start_at_b)
{
    int k = 0, sum = 0;
    if (start_at_b)
        goto b;
a:
    sum += 3 * k;
    k++;
b:
    sum -= k;
    if (k < n)
        goto a;
    return sum;
}

/* A jump from outside two nested loops into the inner one. */
static int into_nested(int n, int j0)
{
    int i = 0, j = j0, sum = 0;
    if (j0 > 0)
        goto inner;
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
        inner:
            sum += i * 7 + j;
        }
    }
    return sum;
}

/* Duff's device with a `for` loop whose step must run after the case bodies. */
static int duff_for(int count)
{
    int total = 0, n, k;
    if (count <= 0)
        return 0;
    n = (count + 3) / 4;
    k = 0;
    switch (count % 4) {
    case 0:
        for (; k < n; k++) {
            total += 1;
            /* fall through */
        case 3:
            total += 2;
            /* fall through */
        case 2:
            total += 4;
            /* fall through */
        case 1:
            total += 8;
        }
    }
    return total + 100 * k;
}

/* A goto into a for loop's body: the step and the condition run after it. */
static int into_for_body(int n, int first)
{
    int k, sum = 0;
    k = first;
    goto body;
    for (k = 0; k < n; k++) {
        sum += 100;
    body:
        sum += k;
    }
    return sum;
}

/* Exits out of two loops at once, and a backward goto into the outer loop from after it. */
static int exits_and_reentry(int n)
{
    int i, j, sum = 0, rounds = 0;
again:
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            if (i * j > n)
                goto out;
            sum += i ^ j;
        }
    }
out:
    rounds++;
    if (rounds < 3) {
        i = rounds;
        goto resume;
    }
    return sum;
    for (;;) {
    resume:
        sum += i;
        if (++i > n)
            goto again;
    }
}

/* A switch whose cases jump into different points of a loop with a break and a continue. */
static int switch_into_loop(int mode, int n)
{
    int k = 0, sum = 0;
    switch (mode) {
    case 1:
        goto one;
    case 2:
        goto two;
    default:
        break;
    }
    while (k < n) {
        sum += 1;
    one:
        if (k == 5) {
            k += 2;
            continue;
        }
        sum += 2 * k;
    two:
        if (sum > 1000)
            break;
        k++;
    }
    return sum * 10 + k;
}

/* `continue` of an outer `for` from an inner loop: a goto to the outer step. */
static int continue_outer(int n)
{
    int i, j, sum = 0;
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            if (j * 3 > i + 4)
                goto next_i;
            sum += i - j;
        }
        sum *= 2;
    next_i:;
    }
    return sum;
}

int main(void)
{
    int a, b;
    for (a = 0; a < 6; a++)
        for (b = 0; b < 2; b++)
            printf("%d %d %d %d ", into_while(a, b), two_entries(a, b), into_nested(a, b * 2), into_for_body(a, b - 1));
    printf("\n");
    for (a = -1; a < 10; a++)
        printf("%d %d ", duff_for(a), exits_and_reentry(a));
    printf("\n");
    for (a = 0; a < 3; a++)
        for (b = 0; b < 12; b += 5)
            printf("%d ", switch_into_loop(a, b));
    printf("\n");
    for (a = 0; a < 9; a++)
        printf("%d ", continue_outer(a));
    printf("\n");
    return 0;
}
