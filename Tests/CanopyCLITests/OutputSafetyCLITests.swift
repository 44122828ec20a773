import CanopyCairo
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the tool writes, what it refuses to write over, and what it says about it.
@Suite("canopy output paths", .serialized)
struct OutputSafetyCLITests {
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test("render prints the path of the PNG it wrote")
    func renderSaysWhatItWrote() throws {
        let dir = try Scratch()
        let r = try CLI.run(["render", "typical-use", "--device", "iPhoneSE", "--out", dir.path("shot.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(dir.path("shot.png")), "\(r.stdout)")
        #expect(r.stdout.contains("750×1334"), "\(r.stdout)")
    }

    @Test("render --out a FIFO is refused in one line naming it, before rendering, and the FIFO stays")
    func renderOverAFIFO() throws {
        let dir = try Scratch()
        let fifo = dir.path("out.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        let r = try CLI.run(["render", "typical-use", "--out", fifo])
        #expect(r.status != 0)
        #expect(r.stderr == "canopy: output '\(fifo)': it is a FIFO (named pipe); output goes only into a regular file or a new path\n")
        #expect(Self.kind(fifo) == S_IFIFO)
    }

    @Test("render --out a symbolic link is refused; the link and the file it names are kept")
    func renderOverALink() throws {
        let dir = try Scratch()
        try Data("keep".utf8).write(to: dir.url.appendingPathComponent("target.png"))
        try FileManager.default.createSymbolicLink(atPath: dir.path("link.png"), withDestinationPath: dir.path("target.png"))
        let r = try CLI.run(["render", "typical-use", "--out", dir.path("link.png")])
        #expect(r.status != 0)
        #expect(r.stderr.contains("it is a symbolic link to a regular file"), "\(r.stderr)")
        #expect(Self.kind(dir.path("link.png")) == S_IFLNK)
        #expect(try String(contentsOfFile: dir.path("target.png"), encoding: .utf8) == "keep")
    }

    @Test("report lists a FIFO named like a failure manifest as unreadable instead of waiting on it")
    func reportWithAFIFO() throws {
        let dir = try Scratch()
        try FileManager.default.createDirectory(atPath: dir.path("S"), withIntermediateDirectories: true)
        let fifo = dir.path("S/t.failure.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["report", dir.url.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let blocked = process.isRunning
        if blocked {
            // Opening the FIFO for writing and closing it ends the blocked read.
            let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
        }
        process.waitUntilExit()
        #expect(!blocked, "canopy report blocked on the FIFO")
        #expect(process.terminationStatus == 0)
        let html = try String(contentsOfFile: dir.path("index.html"), encoding: .utf8)
        #expect(html.contains("FIFO"))
    }
}
