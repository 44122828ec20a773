import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether `url` is a regular file itself: a symbolic link, FIFO or device is not, so a
/// planted link can neither feed an artifact from elsewhere nor stand in for a test file.
func isRegularFile(_ url: URL) -> Bool {
    var info = stat()
    return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
}
