import Canopy
import CanopyCairo
import Foundation
import Testing

/// Runs the built `canopy` tool as a subprocess: exit status, stdout and stderr are the contract.
struct CLI {
    static var executable: URL {
        // The tool is built next to the test bundle by `swift build`.
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bin.appendingPathComponent("canopy")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A temporary folder removed when the value is released.
final class Scratch {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] }
}

@Suite("canopy command-line tool", .serialized)
struct CLITests {
    @Test("The tool is built beside the tests")
    func toolExists() {
        #expect(FileManager.default.isExecutableFile(atPath: CLI.executable.path))
    }

    @Test("examples and devices list the catalog and the presets")
    func listings() throws {
        let examples = try CLI.run(["examples"])
        #expect(examples.status == 0)
        #expect(examples.stdout.split(separator: "\n").count == 26)
        #expect(examples.stdout.contains("preset-sliver-snap"))
        #expect(examples.stdout.contains("typical-use"))
        let devices = try CLI.run(["devices"])
        #expect(devices.status == 0)
        #expect(devices.stdout.contains("iPhone15Landscape        852×393 @3x"))
        #expect(devices.stdout.contains("iPhone16ProMaxLandscape  956×440 @3x  status bar 0  safe area (0, 62, 21, 62)  phone regular/compact"))
        #expect(devices.stdout.contains("iPadPro13                1032×1376 @2x"))
        #expect(devices.stdout.split(separator: "\n").count == DeviceProfile.all.count + DeviceProfile.splitViewPresets.count)
        #expect(
            devices.stdout.contains("iPadMiniLandscapeSplitHalf        561.5×744 @2x  status bar 24  safe area (24, 0, 20, 0)  pad compact/regular"))
        #expect(devices.stdout.contains("iPadPro13LandscapeSplitTwoThirds  991×1032 @2x"))
    }

    @Test("render writes a PNG of the device's pixel size")
    func render() throws {
        let dir = try Scratch()
        let r = try CLI.run(["render", "typical-use", "--device", "iPhoneSE", "--scroll-to", "-40", "--out", dir.path("a.png")])
        #expect(r.status == 0, "\(r.stderr)")
        let bitmap = try Bitmap(contentsOf: dir.url.appendingPathComponent("a.png"))
        #expect(bitmap.width == 750 && bitmap.height == 1334)
    }

    @Test("Unknown example or device: one line on stderr, exit 2, no file")
    func unknownNames() throws {
        let dir = try Scratch()
        let a = try CLI.run(["render", "no-such-screen", "--out", dir.path("a.png")])
        #expect(a.status == 2)
        #expect(a.stderr == "canopy: unknown example 'no-such-screen'; run 'canopy examples' for the list\n")
        let b = try CLI.run(["render", "typical-use", "--device", "Nokia3310", "--out", dir.path("a.png")])
        #expect(b.status == 2)
        #expect(b.stderr.hasPrefix("canopy: unknown device 'Nokia3310'"))
        #expect(b.stderr.split(separator: "\n").count == 1)
        let c = try CLI.run(["gallery", "--device", "Nokia3310", "--out", dir.path("g")])
        #expect(c.status == 2)
        #expect(dir.files.isEmpty)
    }

    @Test("Out-of-range numbers are refused before any work")
    func outOfRange() throws {
        let dir = try Scratch()
        let a = try CLI.run(["filmstrip", "typical-use", "--frames", "500", "--out", dir.path("f.png")])
        #expect(a.status == 2)
        #expect(a.stderr == "canopy: --frames 500 is out of range 2...24\n")
        let b = try CLI.run(["render", "typical-use", "--scroll-to", "1e9", "--out", dir.path("r.png")])
        #expect(b.status == 2)
        #expect(b.stderr.contains("--scroll-to"))
        let c = try CLI.run(["render", "typical-use", "--scroll-to", "nan", "--out", dir.path("r.png")])
        #expect(c.status == 2)
        let d = try CLI.run(["filmstrip", "typical-use", "--frames", "abc"])
        #expect(d.status == 2)
        #expect(d.stderr.split(separator: "\n").count == 1)
        #expect(dir.files.isEmpty)
    }

    @Test("An unwritable output folder is reported and nothing is written")
    func unwritable() throws {
        let dir = try Scratch()
        let blocker = dir.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let a = try CLI.run(["gallery", "--out", blocker.path])
        #expect(a.status == 2)
        #expect(a.stderr == "canopy: output folder '\(blocker.path)' is a file\n")
        let b = try CLI.run(["render", "typical-use", "--out", blocker.appendingPathComponent("x.png").path])
        #expect(b.status == 2)
        #expect(dir.files == ["file"])
    }

    @Test("diff: 0 same, 1 different with a diff image, 2 for unreadable or non-PNG input")
    func diff() throws {
        let dir = try Scratch()
        var a = Bitmap(width: 8, height: 8, fill: .white)
        try a.write(to: dir.url.appendingPathComponent("a.png"))
        try a.write(to: dir.url.appendingPathComponent("same.png"))
        a[x: 3, y: 4] = .red
        try a.write(to: dir.url.appendingPathComponent("b.png"))
        try Data("not a png".utf8).write(to: dir.url.appendingPathComponent("text.png"))

        let same = try CLI.run(["diff", dir.path("a.png"), dir.path("same.png")])
        #expect(same.status == 0)
        let different = try CLI.run(["diff", dir.path("a.png"), dir.path("b.png"), "--out", dir.path("d.png")])
        #expect(different.status == 1)
        #expect(different.stdout.contains("1 pixels"))
        #expect(different.stdout.contains("bounds (3,4,1,1)"))
        #expect(try Bitmap(contentsOf: dir.url.appendingPathComponent("d.png")).width == 8)
        let missing = try CLI.run(["diff", dir.path("a.png"), dir.path("missing.png")])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("canopy: cannot read"))
        let text = try CLI.run(["diff", dir.path("text.png"), dir.path("a.png")])
        #expect(text.status == 2)
        #expect(text.stderr.split(separator: "\n").count == 1)
        let noArgs = try CLI.run(["diff"])
        #expect(noArgs.status == 2)
    }

    @Test("filmstrip writes one image of the frames")
    func filmstrip() throws {
        let dir = try Scratch()
        let r = try CLI.run([
            "filmstrip", "shift-enabled", "--device", "iPadPopover", "--from", "-40", "--to", "300", "--frames", "3", "--out", dir.path("f.png"),
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Bitmap(contentsOf: dir.url.appendingPathComponent("f.png")).width > 900)
    }

    @Test("gallery on one device writes every example and a contact sheet")
    func gallery() throws {
        let dir = try Scratch()
        let r = try CLI.run(["gallery", "--device", "iPadPopover", "--out", dir.path("g")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").last?.contains("contact-sheet.png") == true)
        let folders = try FileManager.default.contentsOfDirectory(atPath: dir.path("g")).sorted()
        #expect(folders.count == 27)
        #expect(folders.contains("contact-sheet.png"))
        let shots = try FileManager.default.contentsOfDirectory(atPath: dir.path("g/typical-use")).sorted()
        #expect(shots == ["iPadPopover-y0.png", "iPadPopover-y120.png", "iPadPopover-y600.png"])
    }
}
