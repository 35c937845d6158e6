/* A function annotation and a loop pragma inside an included file. */
#include "include/annotated.h"
int use(int k, int x) { return scaled(k, 1, x); }
