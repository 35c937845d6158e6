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

static int get(S *s) { return __atomic_load_n(&s->flag, __ATOMIC_RELAXED); }

static void set(S *s, int v) { __atomic_store_n(&s->flag, v, __ATOMIC_RELEASE); }

static long bump(S *s, long n)
{
    long old = __atomic_fetch_add(&s->counter, n, __ATOMIC_SEQ_CST);
    old += __atomic_sub_fetch(&s->counter, 1, __ATOMIC_SEQ_CST);
    old += __atomic_fetch_or(&s->counter, 64, __ATOMIC_ACQ_REL);
    return old + __atomic_xor_fetch(&s->counter, 3, __ATOMIC_SEQ_CST);
}

static int *swap_ptr(S *s, int *p) { return __atomic_exchange_n(&s->ptr, p, __ATOMIC_ACQ_REL); }

static int cas(S *s, int want)
{
    int expected = 0;
    int ok = __atomic_compare_exchange_n(&s->flag, &expected, want, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return ok * 10 + expected;
}

static int flag_byte(S *s)
{
    int was = __atomic_test_and_set(&s->byte, __ATOMIC_SEQ_CST);
    int again = __atomic_test_and_set(&s->byte, __ATOMIC_SEQ_CST);
    __atomic_clear(&s->byte, __ATOMIC_SEQ_CST);
    return was * 2 + again;
}

static int sum(int n)
{
    int t = 0;
    for (int i = 0; i < n; i++)
        t += __atomic_load_n(&arr[i], __ATOMIC_RELAXED);
    __sync_synchronize();
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    return t;
}

static void fill(int n)
{
    for (int i = 0; i < n; i++)
        __atomic_store_n(&arr[i], i * 3, __ATOMIC_RELAXED);
    for (int i = 0; i < 64; i++)
        __atomic_fetch_add(&halves[i], (unsigned short)(i * 1000), __ATOMIC_RELAXED);
}

static unsigned sync_ops(unsigned *p)
{
    unsigned a = __sync_fetch_and_add(p, 3u);
    unsigned b = __sync_or_and_fetch(p, 64u);
    unsigned c = __sync_bool_compare_and_swap(p, b, 7u);
    unsigned d = __sync_val_compare_and_swap(p, 7u, 9u);
    unsigned e = __sync_lock_test_and_set(p, 1u);
    return a + b * 10 + c * 100 + d * 1000 + e * 10000;
}

int main(void)
{
    S s = {0, 5, 0, 0};
    int x;
    set(&s, 3);
    printf("%d\n", get(&s));
    long bumped = bump(&s, 4);
    printf("%ld %ld\n", bumped, s.counter);
    printf("%d\n", swap_ptr(&s, &x) == 0);
    printf("%d\n", cas(&s, 8));
    int again = cas(&s, 8);
    printf("%d %d\n", again, s.flag);
    int flags = flag_byte(&s);
    printf("%d %d\n", flags, s.byte);
    fill(100);
    printf("%d\n", sum(100));
    unsigned total = 0;
    for (int i = 0; i < 64; i++)
        total += halves[i];
    printf("%u\n", total);
    unsigned u = 1;
    unsigned r = sync_ops(&u);
    printf("%u %u\n", r, u);
    __sync_lock_release(&u);
    printf("%u\n", u);
    return 0;
}
