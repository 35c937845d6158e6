/* A heap-allocated linked list: self-referential structs, malloc/free, insertion and reversal. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *push(struct node *head, int value)
{
    struct node *n = (struct node *)malloc(16UL);
    if (n == (struct node *)0) {
        return head;
    }
    n->value = value;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *head)
{
    struct node *next;
    struct node *head_1 = head;
    struct node *prev = (struct node *)0;
    while (head_1 != (struct node *)0) {
        struct node **t1 = &head_1->next;
        next = *t1;
        *t1 = prev;
        prev = head_1;
        head_1 = next;
    }
    return prev;
}

static void print_list(const struct node *n)
{
    struct node *const *t1;
    char *t2;
    for (const struct node *n_1 = n; n_1 != (const struct node *)0; n_1 = *t1) {
        t1 = &n_1->next;
        if (*t1 != (struct node *)0) {
            t2 = "->";
        } else {
            t2 = "\n";
        }
        printf("%d%s", n_1->value, t2);
    }
}

static void free_list(struct node *n)
{
    struct node *next;
    struct node *n_1 = n;
    while (n_1 != (struct node *)0) {
        next = n_1->next;
        free((void *)n_1);
        n_1 = next;
    }
}

static struct node *remove_value(struct node *head, int value)
{
    struct node **link_1;
    struct node **link = &head;
    for (;; link = link_1) {
        struct node *t1 = *link;
        if (t1 == (struct node *)0) {
            break;
        }
        if (t1->value == value) {
            *link = t1->next;
            free((void *)t1);
            link_1 = link;
        } else {
            link_1 = &t1->next;
        }
    }
    return head;
}

int main(void)
{
    struct node *list = (struct node *)0;
    for (int k = 1; k <= 6; k++) {
        list = push(list, k * k % 7);
    }
    print_list(list);
    struct node *list_1 = reverse(list);
    print_list(list_1);
    struct node *list_2 = remove_value(list_1, 1);
    print_list(list_2);
    free_list(list_2);
    return 0;
}
