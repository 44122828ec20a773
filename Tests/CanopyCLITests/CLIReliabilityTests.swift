import CanopyCairo
import Foundation
import Testing

/// The tool's output options: inputs are never overwritten, folders are folders, numbers are
/// read as numbers, and an interrupted run leaves nothing a later run cannot remove.
@Suite("canopy output options", .serialized)
struct CLIReliabilityTests {
    /// Two 8×8 PNGs in a scratch folder: `a.png` white, `b.png` the same with one black pixel.
    static func twoImages() throws -> Scratch {
        let dir = try Scratch()
        let white = Bitmap(width: 8, height: 8, fill: .white)
        var dotted = white
        dotted[x: 3, y: 4] = .black
        try white.write(to: dir.url.appendingPathComponent("a.png"))
        try dotted.write(to: dir.url.appendingPathComponent("b.png"))
        return dir
    }

    @Test("diff --out naming an input is refused and the input is kept")
    func diffRefusesToOverwriteAnInput() throws {
        // Given two different images
        let dir = try Self.twoImages()
        let before = try Data(contentsOf: dir.url.appendingPathComponent("a.png"))

        // When the diff image would go over the first input, spelt two ways
        let direct = try CLI.run(["diff", dir.path("a.png"), dir.path("b.png"), "--out", dir.path("a.png")])
        let respelt = try CLI.run(["diff", dir.path("a.png"), dir.path("b.png"), "--out", dir.url.path + "/./b.png"])

        // Then both are refused as bad input, naming the input, and the files are unchanged
        #expect(direct.status == 2 && respelt.status == 2)
        #expect(direct.stderr.contains("is the input"), "\(direct.stderr)")
        #expect(try Data(contentsOf: dir.url.appendingPathComponent("a.png")) == before)
        #expect(try Bitmap(contentsOf: dir.url.appendingPathComponent("b.png")).width == 8)
    }

    @Test("diff --out on images of different sizes says no diff image was written")
    func diffOfDifferentSizesSaysWhyNothingWasWritten() throws {
        let dir = try Self.twoImages()
        try Bitmap(width: 4, height: 2, fill: .white).write(to: dir.url.appendingPathComponent("small.png"))
        let r = try CLI.run(["diff", dir.path("a.png"), dir.path("small.png"), "--out", dir.path("d.png")])
        #expect(r.status == 1)
        #expect(r.stdout.contains("different sizes: 8×8 vs 4×2"))
        #expect(r.stdout.contains("no diff image written to \(dir.path("d.png"))"), "\(r.stdout)")
        #expect(!dir.files.contains("d.png"))
    }

    @Test("--out ending in a slash is a folder: the file goes inside it")
    func outWithTrailingSlashIsAFolder() throws {
        let dir = try Self.twoImages()
        let r = try CLI.run(["diff", dir.path("a.png"), dir.path("b.png"), "--out", dir.path("diffs") + "/"])
        #expect(r.status == 1)
        #expect(try Bitmap(contentsOf: dir.url.appendingPathComponent("diffs/diff.png")).width == 8)
        let render = try CLI.run(["render", "typical-use", "--device", "iPhoneSE", "--out", dir.path("shots") + "/"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path("shots/typical-use-iPhoneSE.png")))
    }

    @Test("diff reads a PNG from a pipe")
    func diffReadsAPipe() throws {
        let dir = try Self.twoImages()
        let fifo = dir.path("pipe.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        let png = try Data(contentsOf: dir.url.appendingPathComponent("a.png"))
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(png)
            try? handle?.close()
        }
        writer.start()
        let r = try CLI.run(["diff", fifo, dir.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("same: 8×8"))
    }

    @Test("diff on a folder says it is a folder")
    func diffOnAFolder() throws {
        let dir = try Self.twoImages()
        let r = try CLI.run(["diff", dir.url.path, dir.path("a.png")])
        #expect(r.status == 2)
        #expect(r.stderr.contains("it is a folder, not a file"), "\(r.stderr)")
    }

    @Test("A negative --frames is refused as out of range, not as a missing value")
    func negativeFrames() throws {
        let dir = try Scratch()
        let r = try CLI.run(["filmstrip", "typical-use", "--frames", "-1", "--out", dir.path("f.png")])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--frames -1 is out of range 2...24"), "\(r.stderr)")
        #expect(dir.files.isEmpty)
    }

    @Test("gallery removes temporary files an earlier killed run left, and leaves none of its own")
    func galleryCleansAbandonedTemporaryFiles() throws {
        // Given temporary files from a process that no longer exists, at the top and in an example folder
        let dir = try Scratch()
        let gallery = dir.url.appendingPathComponent("g")
        let example = gallery.appendingPathComponent("typical-use")
        try FileManager.default.createDirectory(at: example, withIntermediateDirectories: true)
        let deadPID = Self.exitedProcessID()
        let stale = [
            gallery.appendingPathComponent(".contact-sheet.png.\(deadPID)-1A2B3C4D.canopy-partial"),
            example.appendingPathComponent(".iPhoneSE-y0.png.\(deadPID)-5E6F7A8B.canopy-partial"),
        ]
        for file in stale { _ = FileManager.default.createFile(atPath: file.path, contents: Data([1, 2, 3])) }

        // When the gallery runs into that folder
        let r = try CLI.run(["gallery", "--device", "iPhoneSE", "--out", gallery.path])

        // Then the abandoned files are gone and no hidden file remains anywhere
        #expect(r.status == 0, "\(r.stderr)")
        let hidden = FileManager.default.enumerator(atPath: gallery.path)?.compactMap { $0 as? String }.filter {
            ($0 as NSString).lastPathComponent.hasPrefix(".")
        }
        #expect(hidden == [])
    }

    /// The id of a process that has exited (a finished `true`), so no process has it now.
    static func exitedProcessID() -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
