/* Enums: implicit and explicit values, enums as integers, and a switch over an enum. */
int printf(const char *fmt, ...);

enum color { RED, GREEN = 5, BLUE, ALPHA = -2, LAST = BLUE + 10 };

typedef enum { NORTH, EAST, SOUTH, WEST } direction;

static const char *color_name(enum color c)
{
    switch (c) {
    case 0:
        return "red";
    case 5:
        return "green";
    case 6:
        return "blue";
    default:
        return "other";
    }
}

static direction turn_right(direction d)
{
    return (d + 1U) % 4U;
}

int main(void)
{
    printf("%d %d %d %d %d\n", 0, 5, 6, -2, 16);
    const char *t1 = color_name(-2);
    const char *t2 = color_name(0);
    printf("%s %s %s\n", color_name(6), t2, t1);
    unsigned int d = 3U;
    for (int k = 0; k < 5; k++) {
        d = turn_right(d);
        printf("%d ", d);
    }
    printf("\n");
    printf("%s %d\n", color_name(5), 1);
    printf("%d\n", 4);
    return 0;
}
