/* Enums: implicit and explicit values, enums as integers, and a switch over an enum. */
int printf(const char *fmt, ...);

enum color { RED, GREEN = 5, BLUE, ALPHA = -2, LAST = BLUE + 10 };

typedef enum { NORTH, EAST, SOUTH, WEST } direction;

static const char *color_name(enum color c)
{
    switch (c) {
    case RED:
        return "red";
    case GREEN:
        return "green";
    case BLUE:
        return "blue";
    default:
        return "other";
    }
}

static direction turn_right(direction d)
{
    return (direction)((d + 1) % 4);
}

int main(void)
{
    enum color c = BLUE;
    direction d = WEST;
    int k;
    printf("%d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, LAST);
    printf("%s %s %s\n", color_name(c), color_name(RED), color_name(ALPHA));
    for (k = 0; k < 5; k++) {
        d = turn_right(d);
        printf("%d ", d);
    }
    printf("\n");
    c = (enum color)(c - 1);
    printf("%s %d\n", color_name(c), c < LAST);
    printf("%d\n", (int)sizeof(enum color));
    return 0;
}
