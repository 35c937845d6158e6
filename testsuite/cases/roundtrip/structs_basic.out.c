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
    int *t1;
    int *t2;
    int *t3;
    int *t4;
    t1 = &r->min.x;
    *t1 = *t1 - by;
    t2 = &r->min.y;
    *t2 = *t2 - by;
    t3 = &r->max.x;
    *t3 = *t3 + by;
    t4 = &r->max.y;
    *t4 = *t4 + by;
}

int main(void)
{
    struct rect r;
    struct rect copy;
    int t1;
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
    printf("%s %d\n", r.name, area(&r));
    grow(&r, 2);
    t1 = area(&r);
    printf("%d %d %d %d %d\n", r.min.x, r.min.y, r.max.x, r.max.y, t1);
    r.max.x = 100;
    copy = r;
    copy.min.x = 50;
    printf("%d %d %d\n", r.max.x, copy.max.x, copy.min.x - r.min.x);
    printf("%d\n", 24);
    return 0;
}
