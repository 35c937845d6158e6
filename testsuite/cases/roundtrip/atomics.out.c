/* gcc's atomic builtins: type-generic ones (one IR declaration per type they are called with,
   written back under the builtin's name), fences, the __sync family, and loops that call them
   (never vectorized). */
int printf(const char *fmt, ...);

typedef struct {
    volatile int flag;
    long counter;
    int *ptr;
    unsigned char byte;
} S;

static int arr[100];
static unsigned short halves[64];

static int get(S *s) {
    return __atomic_load_n(&s->flag, 0);
}

static void set(S *s, int v) {
    __atomic_store_n(&s->flag, v, 3);
}

static long bump(S *s, long n)
{
    long *t1 = &s->counter;
    long old = __atomic_fetch_add(t1, n, 5);
    long t2 = __atomic_sub_fetch(t1, 1L, 5);
    long t3 = __atomic_fetch_or(t1, 64L, 4);
    return old + t2 + t3 + __atomic_xor_fetch(t1, 3L, 5);
}

static int *swap_ptr(S *s, int *p) {
    return __atomic_exchange_n(&s->ptr, p, 4);
}

static int cas(S *s, int want)
{
    int expected;
    expected = 0;
    _Bool t1 = __atomic_compare_exchange_n(&s->flag, &expected, want, 0, 5, 5);
    return (int)t1 * 10 + expected;
}

static int flag_byte(S *s)
{
    unsigned char *t1 = &s->byte;
    _Bool t2 = __atomic_test_and_set(t1, 5);
    _Bool t3 = __atomic_test_and_set(t1, 5);
    __atomic_clear(t1, 5);
    return (int)t2 * 2 + (int)t3;
}

static int sum(int n)
{
    int t = 0;
    for (int i = 0; i < n; i++) {
        t += __atomic_load_n(&arr[i], 0);
    }
    __sync_synchronize();
    __atomic_thread_fence(5);
    __atomic_signal_fence(5);
    return t;
}

static void fill(int n)
{
    for (int i = 0; i < n; i++) {
        __atomic_store_n(&arr[i], i * 3, 0);
    }
    for (int i_1 = 0; i_1 < 64; i_1++) {
        __atomic_fetch_add(&halves[i_1], (unsigned short)(i_1 * 1000), 0);
    }
}

static unsigned sync_ops(unsigned *p)
{
    unsigned int a = __sync_fetch_and_add(p, 3U);
    unsigned int b = __sync_or_and_fetch(p, 64U);
    _Bool t1 = __sync_bool_compare_and_swap(p, b, 7U);
    unsigned int d = __sync_val_compare_and_swap(p, 7U, 9U);
    return a + b * 10U + (unsigned int)t1 * 100U + d * 1000U + __sync_lock_test_and_set(p, 1U) * 10000U;
}

int main(void)
{
    S s;
    int x;
    unsigned int u;
    s.flag = 0;
    s.counter = 5L;
    s.ptr = (int *)0;
    s.byte = (unsigned char)0;
    set(&s, 3);
    printf("%d\n", get(&s));
    long bumped = bump(&s, 4L);
    printf("%ld %ld\n", bumped, s.counter);
    printf("%d\n", swap_ptr(&s, &x) == (int *)0);
    printf("%d\n", cas(&s, 8));
    int again = cas(&s, 8);
    int t1 = s.flag;
    printf("%d %d\n", again, t1);
    int flags = flag_byte(&s);
    printf("%d %d\n", flags, (int)s.byte);
    fill(100);
    printf("%d\n", sum(100));
    unsigned int total = 0U;
    for (int i = 0; i < 64; i++) {
        total += (unsigned int)halves[i];
    }
    printf("%u\n", total);
    u = 1U;
    unsigned int r = sync_ops(&u);
    printf("%u %u\n", r, u);
    __sync_lock_release(&u);
    printf("%u\n", u);
    return 0;
}
