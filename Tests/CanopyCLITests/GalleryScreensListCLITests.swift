import CanopyCairo
import Foundation
import Testing

@Suite("canopy gallery --screens", .serialized)
struct GalleryScreensListCLITests {
    @Test("gallery --screens renders exactly the listed screens and one contact sheet")
    func rendersListedScreens() throws {
        // Given a list of two screens
        let dir = try Scratch()
        try "# two screens\ntypical-use iPhoneSE 0\nconfigurator iPadPopover 120\n".write(
            toFile: dir.path("list.txt"), atomically: true, encoding: .utf8)
        // When
        let r = try CLI.run(["gallery", "--screens", dir.path("list.txt"), "--out", dir.path("g")])
        // Then only those screens and a sheet are written
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").last?.hasPrefix("Wrote 2 screens and a contact sheet") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("g")).sorted() == ["configurator", "contact-sheet.png", "typical-use"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("g/typical-use")) == ["iPhoneSE-y0.png"])
        let screen = try Bitmap(contentsOf: dir.url.appendingPathComponent("g/configurator/iPadPopover-y120.png"))
        #expect(screen.width > 0)
        let sheet = try Bitmap(contentsOf: dir.url.appendingPathComponent("g/contact-sheet.png"))
        // Two rows of one thumbnail: the heading's 72 px, 262 px a row, the 8 px bottom margin.
        #expect(sheet.height == 604)
    }

    @Test("A bad list, a missing file or --device beside --screens: one line on stderr, exit 2, nothing written")
    func refusesBadLists() throws {
        let dir = try Scratch()
        try "typical-use iPhone15 0\ntypical-use Nokia3310 0\n".write(toFile: dir.path("bad.txt"), atomically: true, encoding: .utf8)
        let bad = try CLI.run(["gallery", "--screens", dir.path("bad.txt"), "--out", dir.path("g")])
        #expect(bad.status == 2)
        #expect(bad.stderr == "canopy: screens list '\(dir.path("bad.txt"))' line 2: unknown device 'Nokia3310'\n")
        let missing = try CLI.run(["gallery", "--screens", dir.path("missing.txt"), "--out", dir.path("g")])
        #expect(missing.status == 2)
        #expect(missing.stderr == "canopy: cannot read screens list '\(dir.path("missing.txt"))'\n")
        let both = try CLI.run(["gallery", "--screens", dir.path("bad.txt"), "--device", "iPhoneSE", "--out", dir.path("g")])
        #expect(both.status == 2)
        #expect(both.stderr.split(separator: "\n").count == 1)
        #expect(dir.files == ["bad.txt"])
    }

    @Test("A list file past the size limit is refused without reading it all")
    func refusesHugeList() throws {
        // Given a sparse file of 64 MiB
        let dir = try Scratch()
        let path = dir.path("huge.txt")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 64 << 20)
        try handle.close()
        // When / Then
        let r = try CLI.run(["gallery", "--screens", path, "--out", dir.path("g")])
        #expect(r.status == 2)
        #expect(r.stderr == "canopy: screens list '\(path)' is larger than the limit of 8388608 bytes\n")
    }
}
