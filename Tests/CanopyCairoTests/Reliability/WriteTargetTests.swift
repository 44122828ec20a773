import Foundation
import Testing

@testable import CanopyCairo

#if canImport(Glibc)
    import Glibc
#endif

/// What an atomic write may replace, and reads that accept only regular files.
@Suite("Write targets and regular-file reads", .serialized)
struct WriteTargetTests {
    /// A fresh folder removed at the end of the test.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-target-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    static func message(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)" }
        return ""
    }

    @Test("A write over a FIFO is refused in one line naming it, and the FIFO is left in place")
    func fifo() throws {
        let folder = try Folder()
        let fifo = folder.path("out.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        let message = Self.message { try FileIO.writeAtomically(Data("png".utf8), to: URL(fileURLWithPath: fifo)) }
        #expect(message == "Cannot write '\(fifo)': it is a FIFO (named pipe); output goes only into a regular file or a new path")
        #expect(Self.kind(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["out.png"])
    }

    @Test("A write over a symbolic link is refused whatever it points to; the link and its target are kept")
    func symbolicLinks() throws {
        let folder = try Folder()
        let target = folder.url.appendingPathComponent("target.png")
        try Data("old".utf8).write(to: target)
        let link = folder.url.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let dangling = folder.url.appendingPathComponent("dangling.png")
        try FileManager.default.createSymbolicLink(at: dangling, withDestinationURL: folder.url.appendingPathComponent("nothing"))
        let toLink = Self.message { try FileIO.writeAtomically(Data("new".utf8), to: link) }
        #expect(toLink.hasSuffix("it is a symbolic link to a regular file; output goes only into a regular file or a new path"), "\(toLink)")
        let toNothing = Self.message { try FileIO.writeAtomically(Data("new".utf8), to: dangling) }
        #expect(toNothing.contains("a symbolic link to nothing"), "\(toNothing)")
        #expect(Self.kind(link.path) == S_IFLNK && Self.kind(dangling.path) == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: folder.path("nothing")))
    }

    @Test("A regular file is replaced and a new path written, as before")
    func regularFiles() throws {
        let folder = try Folder()
        let url = folder.url.appendingPathComponent("a/b/file.txt")
        try FileIO.writeAtomically(Data("one".utf8), to: url)
        try FileIO.writeAtomically(Data("two".utf8), to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "two")
    }

    @Test("A file where a parent folder should be is named as in the way")
    func fileInTheWay() throws {
        let folder = try Folder()
        let blocker = folder.url.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let message = Self.message { try FileIO.writeAtomically(Data("y".utf8), to: blocker.appendingPathComponent("sub/file.png")) }
        #expect(message.contains("a file is in the way at \(blocker.path)"), "\(message)")
        #expect(!message.contains("NSCocoaErrorDomain"))
    }

    @Test("A regular-file read refuses a FIFO at once and stops at its cap however small a link claims the file is")
    func regularReads() throws {
        let folder = try Folder()
        let fifo = folder.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let start = Date()
        let fifoMessage = Self.message { _ = try FileIO.readRegularFile(URL(fileURLWithPath: fifo), limit: 100) }
        #expect(fifoMessage == "Cannot read '\(fifo)': it is a FIFO (named pipe), not a regular file")
        #expect(Date().timeIntervalSince(start) < 5)
        let big = folder.url.appendingPathComponent("big")
        try Data(count: 1000).write(to: big)
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: big)
        let capped = Self.message { _ = try FileIO.readRegularFile(link, limit: 999) }
        #expect(capped == "Cannot read '\(link.path)': the file holds more than the 999-byte limit")
        #expect(try FileIO.readRegularFile(link, limit: 1000).count == 1000)
        let folderMessage = Self.message { _ = try FileIO.readRegularFile(folder.url, limit: 10) }
        #expect(folderMessage.hasSuffix("it is a folder, not a regular file"))
    }
}
