/* Global initializers: constants, constant expressions, addresses of globals, and pointer tables. */
int printf(const char *fmt, ...);

int counter = 3 * 7 + 1;
long big = 1L << 40;
double ratio = 1.0 / 8;
float pi_f = 3.25f;
char initial = 'Q';
int target = 9;
int *target_ptr = &target;
int numbers[3] = {4, 5, 6};
int *middle = &numbers[1];
const char *greeting = "hi there";
const char *words[] = {"zero", "one", "two"};
struct config {
    int width;
    int height;
    const char *title;
} settings = {640, 480, "window"};
unsigned mask = ~0u >> 4;
static int hidden = -8;

static void bump(void)
{
    counter = counter + 1;
    int *t1 = target_ptr;
    *t1 = *t1 + 10;
    hidden = hidden * 2;
}

int main(void)
{
    bump();
    bump();
    printf("%d %ld %f %f %c\n", counter, big, ratio, (double)pi_f, (int)initial);
    int *t1 = middle;
    printf("%d %d %d\n", target, *t1, t1[1]);
    printf("%s %s %s\n", greeting, words[2], words[0]);
    printf("%d %d %s\n", settings.width, settings.height, settings.title);
    printf("%x %d\n", mask, hidden);
    return 0;
}
