/* How many threads share a job of independent pieces: one per online processor, at most
 * CANOPY_MAX_WORKERS, never more than there are pieces. The PNG writer and reader both use it. */
#ifndef CANOPY_WORKERS_H
#define CANOPY_WORKERS_H

#include <stddef.h>
#include <unistd.h>

#define CANOPY_MAX_WORKERS 8

static inline size_t canopy_worker_count(size_t pieces) {
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    size_t n = cpus > 0 ? (size_t)cpus : 1;
    if (n > CANOPY_MAX_WORKERS) n = CANOPY_MAX_WORKERS;
    return n < pieces ? n : pieces;
}

#endif
