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
    const struct point *t1 = &r->max;
    const struct point *t2 = &r->min;
    return (t1->x - t2->x) * (t1->y - t2->y);
}

static void grow(struct rect *r, int by)
{
    struct point *t1 = &r->min;
    int *t2 = &t1->x;
    *t2 = *t2 - by;
    int *t3 = &t1->y;
    *t3 = *t3 - by;
    struct point *t4 = &r->max;
    int *t5 = &t4->x;
    *t5 = *t5 + by;
    int *t6 = &t4->y;
    *t6 = *t6 + by;
}

int main(void)
{
    struct rect r;
    struct rect copy;
    r.min.x = 1;
    r.min.y = 2;
    r.max.x = 5;
    r.max.y = 7;
    r.name[0] = (char)98;
    r.name[1] = (char)111;
    r.name[2] = (char)120;
    r.name[3] = (char)0;
    r.name[4] = (char)0;
    r.name[5] = (char)0;
    r.name[6] = (char)0;
    r.name[7] = (char)0;
    const struct rect *t1 = &r;
    printf("%s %d\n", r.name, area(t1));
    grow(&r, 2);
    int t2 = area(t1);
    printf("%d %d %d %d %d\n", r.min.x, r.min.y, r.max.x, r.max.y, t2);
    r.max.x = 100;
    copy = r;
    copy.min.x = 50;
    printf("%d %d %d\n", r.max.x, copy.max.x, copy.min.x - r.min.x);
    printf("%d\n", 24);
    return 0;
}
