/* Structs: member access, nested structs, pointers to structs, and struct assignment. */
int printf(const char *fmt, ...);

struct point {
    int x;
    int y;
};

struct rect {
    struct point min;
    struct point max;
    char name[8];
};

static int area(const struct rect *r)
{
    return (r->max.x - r->min.x) * (r->max.y - r->min.y);
}

static void grow(struct rect *r, int by)
{
    r->min.x -= by;
    r->min.y -= by;
    r->max.x += by;
    (*r).max.y += by;
}

int main(void)
{
    struct rect r = {{1, 2}, {5, 7}, "box"};
    struct rect copy;
    struct point *corner = &r.max;
    printf("%s %d\n", r.name, area(&r));
    grow(&r, 2);
    printf("%d %d %d %d %d\n", r.min.x, r.min.y, r.max.x, r.max.y, area(&r));
    corner->x = 100;
    copy = r;
    copy.min.x = 50;
    printf("%d %d %d\n", r.max.x, copy.max.x, copy.min.x - r.min.x);
    printf("%d\n", (int)sizeof(struct rect));
    return 0;
}
