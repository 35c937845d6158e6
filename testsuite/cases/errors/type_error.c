/* A struct cannot be assigned to an int. */
struct point {
    int x, y;
};

int first(struct point p)
{
    int res;
    res = p;
    return res;
}
