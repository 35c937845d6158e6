/* Found through -Iinclude. */
#define SCALE_TWICE (2 * SCALE)
