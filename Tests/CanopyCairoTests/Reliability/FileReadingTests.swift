import Canopy
import Foundation
import Testing

@testable import CanopyCairo

#if canImport(Glibc)
    import Glibc
#endif

/// Reading inputs that are not regular files, and errors that say where the problem is.
@Suite("Reading files and naming failures", .serialized)
struct FileReadingTests {
    /// A fresh folder removed at the end of the test.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-read-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    static func message(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)" }
        return ""
    }

    @Test("A PNG written into a FIFO is read and decoded like a file")
    func fifo() throws {
        // Given a FIFO another thread writes a PNG into
        let folder = try Folder()
        let fifo = folder.path("stream.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        let png = try Bitmap(width: 5, height: 3, fill: .green).pngData()
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(png)
            try? handle?.close()
        }
        writer.start()

        // When it is read as a bitmap
        let bitmap = try Bitmap(contentsOf: URL(fileURLWithPath: fifo))

        // Then the pixels are the ones written
        #expect(bitmap == Bitmap(width: 5, height: 3, fill: .green))
    }

    @Test("A pipe read through /dev/fd is read to its end")
    func pipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(Glibc.pipe(&ends) == 0)
        let png = try Bitmap(width: 2, height: 2, fill: .red).pngData()
        _ = png.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        #expect(try FileIO.read(URL(fileURLWithPath: "/dev/fd/\(ends[0])")) == png)
    }

    @Test("A stream past the size cap is refused, naming the cap")
    func streamCap() throws {
        var ends: [Int32] = [0, 0]
        #expect(Glibc.pipe(&ends) == 0)
        _ = [UInt8](repeating: 1, count: 4096).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        let message = Self.message { _ = try FileIO.read(path: "/dev/fd/\(ends[0])", limit: 1000) }
        #expect(message.contains("the pipe gives more than the 1000-byte limit"), "\(message)")
    }

    @Test("A folder is refused as a folder, not as an internal error code")
    func folder() throws {
        let folder = try Folder()
        let message = Self.message { _ = try Bitmap(contentsOf: folder.url) }
        #expect(message.contains("it is a folder, not a file"), "\(message)")
        #expect(message.contains(folder.url.path))
        #expect(!message.contains("NSCocoaErrorDomain"))
    }

    @Test("A missing file says so, and an unreadable one says permission denied")
    func missingAndUnreadable() throws {
        let folder = try Folder()
        #expect(Self.message { _ = try FileIO.read(URL(fileURLWithPath: folder.path("absent.png"))) }.contains("no such file"))
        guard getuid() != 0 else { return }  // root reads anything
        let locked = folder.path("locked.png")
        _ = FileManager.default.createFile(atPath: locked, contents: Data([1]), attributes: [.posixPermissions: 0o000])
        #expect(Self.message { _ = try FileIO.read(URL(fileURLWithPath: locked)) }.contains("permission denied"))
    }

    @Test("An overflowing transform is reported on the node that has it, not on the root")
    func overflowingTransformNamesTheNode() throws {
        // Given a child scaled by 1e150 inside a parent scaled by 1e150: each usable alone, not composed
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.accessibilityIdentifier = "root"
        let parent = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.accessibilityIdentifier = "parent"
        parent.transform = AffineTransform(scaleByX: 1e150, byY: 1e150)
        let child = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.accessibilityIdentifier = "offender"
        child.transform = AffineTransform(scaleByX: 1e150, byY: 1e150)
        child.backgroundColor = .red
        root.addSubview(parent)
        parent.addSubview(child)

        // When the tree is rendered
        let message = Self.message { _ = try CairoRenderer().render(root) }

        // Then the error names the offending node
        #expect(message.contains("'offender'"), "\(message)")
    }
}
