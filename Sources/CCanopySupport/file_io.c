/* Writing a file that has no name until it is complete (Linux's O_TMPFILE), so a process
 * killed mid-write leaves nothing behind in the folder. */
#define _GNU_SOURCE
#include "CanopySupport.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int canopy_write_unnamed(const char *folder, const unsigned char *bytes, size_t count, const char *path) {
#ifdef O_TMPFILE
    int fd = open(folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644);
    if (fd < 0) return 0;
    size_t done = 0;
    while (done < count) {
        ssize_t n = write(fd, bytes + done, count - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) { close(fd); return 0; }
        done += (size_t)n;
    }
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    unlink(path);
    int linked = linkat(AT_FDCWD, link, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0;
    close(fd);
    return linked;
#else
    (void)folder; (void)bytes; (void)count; (void)path;
    return 0;
#endif
}
