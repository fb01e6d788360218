/* The least a pass-through hop can cost: a line relay in C, the bench's yardstick for a proxy hop.
 *
 *     relay COMMAND [ARG...]
 *
 * Runs COMMAND as a child over two pipes and copies whole lines both ways: its stdin to the child's stdin, the
 * child's stdout to its stdout (stderr is shared). One thread, non-blocking descriptors and poll(); a direction
 * reads again only once what it read is written (the peer's backpressure holds), and a partial line waits for its
 * end (or for the end of the input, which passes it on as it is). When its stdin ends the child's stdin is closed;
 * when the child's stdout ends the relay waits for the child and exits with its status. Relays chain: `relay relay
 * agent` is two hops.
 *
 * `acp-fast bench chain` builds it when run from a clone of acp-fast (acp_fast/bench/relay.py); elsewhere build it
 * by hand and give it to the bench: `cc -O2 -o relay relay.c`, then `acp-fast bench chain --relay ./relay`.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define READ_SIZE 65536

struct direction {
    int in, out;        /* -1 once closed */
    char *buf;
    size_t cap, have;   /* bytes held */
    size_t ready;       /* bytes up to the end of the last whole line held */
    size_t sent;        /* bytes of those written */
    int ended;          /* the input ended: once what is held is written, the output closes */
};

static void fail(const char *what) {
    fprintf(stderr, "relay: %s: %s\n", what, strerror(errno));
    exit(1);
}

static void nonblocking(int fd) {
    if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) < 0) fail("fcntl");
}

/* Read what is there; at the end of the input, all that is held is ready (a last partial line too). */
static void take(struct direction *d) {
    if (d->cap - d->have < READ_SIZE) {
        d->cap = d->have + READ_SIZE;
        if (!(d->buf = realloc(d->buf, d->cap))) fail("realloc");
    }
    ssize_t n = read(d->in, d->buf + d->have, READ_SIZE);
    if (n < 0) {
        if (errno == EAGAIN || errno == EINTR) return;
        fail("read");
    }
    if (n == 0) {
        d->ended = 1;
        d->ready = d->have;
        return;
    }
    d->have += (size_t)n;
    char *end = memrchr(d->buf, '\n', d->have);
    d->ready = end ? (size_t)(end - d->buf) + 1 : 0;
}

/* Write what is ready; once all of it is out, the partial line left moves to the front (or, once the input
 * ended, both ends close). */
static void give(struct direction *d) {
    while (d->sent < d->ready) {
        ssize_t n = write(d->out, d->buf + d->sent, d->ready - d->sent);
        if (n < 0) {
            if (errno == EAGAIN || errno == EINTR) return;
            fail("write");
        }
        d->sent += (size_t)n;
    }
    memmove(d->buf, d->buf + d->ready, d->have - d->ready);
    d->have -= d->ready;
    d->ready = d->sent = 0;
    if (d->ended) {
        close(d->in), close(d->out);
        d->in = d->out = -1;
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: relay COMMAND [ARG...]\n");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    int down[2], up[2];
    if (pipe(down) < 0 || pipe(up) < 0) fail("pipe");
    pid_t child = fork();
    if (child < 0) fail("fork");
    if (child == 0) {
        dup2(down[0], 0);
        dup2(up[1], 1);
        close(down[0]), close(down[1]), close(up[0]), close(up[1]);
        execvp(argv[1], argv + 1);
        fprintf(stderr, "relay: cannot run %s: %s\n", argv[1], strerror(errno));
        _exit(127);
    }
    close(down[0]), close(up[1]);
    struct direction dirs[2] = {{.in = 0, .out = down[1]}, {.in = up[0], .out = 1}};
    for (int i = 0; i < 2; i++) nonblocking(dirs[i].in), nonblocking(dirs[i].out);
    for (;;) {
        struct pollfd fds[2];
        for (int i = 0; i < 2; i++) {
            struct direction *d = &dirs[i];
            int writing = d->sent < d->ready;
            fds[i].fd = writing ? d->out : d->in;
            fds[i].events = writing ? POLLOUT : POLLIN;
        }
        if (fds[1].fd < 0) break; /* the child's stdout ended: nothing more to relay */
        if (poll(fds, 2, -1) < 0) {
            if (errno == EINTR) continue;
            fail("poll");
        }
        for (int i = 0; i < 2; i++) {
            struct direction *d = &dirs[i];
            if (fds[i].fd < 0 || !fds[i].revents) continue;
            if (d->sent == d->ready) take(d);
            give(d);
        }
    }
    int status;
    while (waitpid(child, &status, 0) < 0)
        if (errno != EINTR) fail("waitpid");
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
