/* Structs passed and returned by value: the callee gets a copy, the caller receives a fresh value. */
int printf(const char *fmt, ...);

struct vec3 {
    double x, y, z;
};

struct pair {
    char tag;
    long value;
};

static struct vec3 add(struct vec3 a, struct vec3 b)
{
    struct vec3 r;
    r.x = a.x + b.x;
    r.y = a.y + b.y;
    r.z = a.z + b.z;
    return r;
}

static struct vec3 scale(struct vec3 v, double s)
{
    v.x *= s;
    v.y *= s;
    v.z *= s;
    return v;
}

static double dot(struct vec3 a, struct vec3 b)
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

static struct pair make_pair(char tag, long value)
{
    struct pair p = {tag, value};
    return p;
}

int main(void)
{
    struct vec3 a = {1.0, 2.0, 3.0};
    struct vec3 b = {-0.5, 0.25, 4.0};
    struct vec3 c = add(a, scale(b, 2.0));
    struct pair p = make_pair('q', -77);
    printf("%f %f %f\n", c.x, c.y, c.z);
    printf("%f %f\n", a.x, b.x);
    printf("%f\n", dot(a, c));
    printf("%c %ld\n", p.tag, p.value);
    printf("%ld\n", make_pair('z', 5).value);
    return 0;
}
