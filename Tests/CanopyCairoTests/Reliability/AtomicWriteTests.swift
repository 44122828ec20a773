import Foundation
import Testing

@testable import CanopyCairo

/// Atomic writes leave no temporary file behind, even when their process is killed.
@Suite("Atomic writes and abandoned temporary files")
struct AtomicWriteTests {
    @Test("A write leaves only the file; a temporary file of a dead process is removed, a live one's kept")
    func abandonedTemporaryFiles() throws {
        // Given a folder with the temporary files of a dead process and of this one
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileIO.writeAtomically(Data([1, 2, 3]), to: folder.appendingPathComponent("image.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["image.png"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let dead = ".image.png.\(process.processIdentifier)-00000000\(FileIO.temporarySuffix)"
        let live = ".other.png.\(getpid())-00000000\(FileIO.temporarySuffix)"
        for name in [dead, live, ".unrelated.tmp"] {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data())
        }

        // When abandoned files are cleared
        let removed = FileIO.removeAbandonedTemporaryFiles(in: folder)

        // Then only the dead process's file went
        #expect(removed == 1)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["image.png", live, ".unrelated.tmp"])
    }
}
